import type { Formatter } from './formatter-types.js';
import { github } from './github.js';
import { html } from './html.js';
import { json } from './json.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';

export type { Formatter, FormatterContext } from './formatter-types.js';

export type FormatName = 'stylish' | 'json' | 'github' | 'sarif' | 'html' | 'markdown' | 'junit';

export const formatters: Record<FormatName, Formatter> = { stylish, json, github, sarif, html, markdown, junit };

export const formatNames = Object.keys(formatters) as FormatName[];

export function isFormatName(name: string): name is FormatName {
  // Own keys only, so `--format toString` is rejected rather than picking up Object.prototype.
  return Object.hasOwn(formatters, name);
}

/** The formats that show the whole site (navigation, source lines): the CLI builds the overview only for them. */
export function formatUsesSiteOverview(name: FormatName): boolean {
  return name === 'html';
}
