import type { Formatter } from './formatter-types.js';
import { github } from './github.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';

export type { Formatter, FormatterContext } from './formatter-types.js';

export type FormatName = 'stylish' | 'json' | 'github' | 'sarif';

export const formatters: Record<FormatName, Formatter> = { stylish, json, github, sarif };

export const formatNames = Object.keys(formatters) as FormatName[];

export function isFormatName(name: string): name is FormatName {
  // Own keys only, so `--format toString` is rejected rather than picking up Object.prototype.
  return Object.hasOwn(formatters, name);
}
