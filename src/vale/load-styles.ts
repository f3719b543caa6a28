/**
 * Loads the rules of a Vale setup from its StylesPath: each `Style/Rule.yml` read with js-yaml,
 * checked as Vale checks it (`extends`, `message`, `level`, scopes), and built by its check type
 * (one file per type under `checks/`). A broken file, a pattern that cannot be translated, or a
 * rule docs-lint does not run is a problem at its line; every other rule still loads.
 */

import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { StyleProblem, type ValeCheck, type ValeLevel } from './check-types.js';
import { capitalization } from './checks/capitalization.js';
import { conditional } from './checks/conditional.js';
import { consistency } from './checks/consistency.js';
import { existence } from './checks/existence.js';
import { metric } from './checks/metric.js';
import { occurrence } from './checks/occurrence.js';
import { repetition } from './checks/repetition.js';
import { sequence } from './checks/sequence.js';
import { spelling } from './checks/spelling.js';
import { substitution } from './checks/substitution.js';
import { unsupported } from './checks/unsupported.js';
import { RuleDefinition } from './rule-definition.js';

export const CHECK_TYPES: Record<string, (definition: RuleDefinition) => ValeCheck> = {
  existence,
  substitution,
  occurrence,
  repetition,
  capitalization,
  conditional,
  consistency,
  metric,
  readability: metric,
  spelling,
  sequence,
  script: unsupported,
};

/** A problem with a file of the setup (the `.vale.ini`, a rule's YAML). */
export interface SetupProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: 'error' | 'notice';
}

export interface RuleSource {
  stylesPath?: string;
  accepted: readonly string[];
  wordTemplate?: string;
  levels: ReadonlyMap<string, ValeLevel>;
}

/** The `.yml` files of a style folder, sorted, at any depth (Vale walks the folder). */
export function styleFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.yml')) found.push(full);
    }
  };
  walk(folder);
  return found;
}

/** One rule file: its check, or the problem that keeps it from running. */
export function loadRule(id: string, file: string, source: RuleSource): { check?: ValeCheck; problem?: SetupProblem; notices?: SetupProblem[] } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { problem: { file, line: 1, column: 1, message: `${id} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`, kind: 'error' } };
  }
  let data: unknown;
  try {
    data = loadYaml(text, { filename: file });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = ((error as { reason?: string }).reason ?? (error as Error).message).split('\n')[0];
    return { problem: { file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1, message: `${id} is not valid YAML: ${reason}. Vale and docs-lint skip this rule until it is fixed.`, kind: 'error' } };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { problem: { file, line: 1, column: 1, message: `${id} must be a YAML mapping (extends, message, tokens…).`, kind: 'error' } };
  }
  const record = data as Record<string, unknown>;
  try {
    if (record.extends === undefined || record.extends === null) throw new StyleProblem(`${id} is missing the required "extends" key.`, 1);
    const kind = String(record.extends);
    const build = CHECK_TYPES[kind];
    const place = { stylesPath: source.stylesPath, file };
    const definitionProbe = new RuleDefinition(id, record, text, undefined, source.accepted, source.wordTemplate, place);
    if (!build) throw new StyleProblem(`"extends" must be one of ${Object.keys(CHECK_TYPES).join(', ')}; it is "${kind}".`, definitionProbe.lineOfKey('extends'));
    if (record.message === undefined) throw new StyleProblem(`${id} is missing the required "message" key.`, 1);
    const definition = source.levels.has(id) ? new RuleDefinition(id, record, text, source.levels.get(id), source.accepted, source.wordTemplate, place) : definitionProbe;
    const check = build(definition);
    return { check, notices: definition.notices.map((notice) => ({ file, line: notice.line, column: notice.column, message: notice.message, kind: notice.kind })) };
  } catch (error) {
    if (!(error instanceof StyleProblem)) throw error;
    return { problem: { file, line: error.line, column: error.column, message: error.kind === 'notice' ? error.message : `${id}: ${error.message}`, kind: error.kind } };
  }
}
