import fs from 'node:fs';
import { parse } from '@humanwhocodes/momoa';
import { ConfigError } from '../config/lint-config.js';
import { writeFileAtomic } from '../engine/write-file-atomic.js';
import { describeJsonSyntaxError } from '../site/json-syntax-error.js';

/** The baseline's default name, in the site root. */
export const BASELINE_FILE = '.docs-lint-baseline.json';

/**
 * Bumped when the file's shape or the fingerprints change. Version 2 fingerprints survive `--fix`
 * (see `anchorOf`); a version-1 file is still read, its entries matched by their old prints until
 * the file is written again. A newer file is rejected with a word on how to remake it.
 */
export const BASELINE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, 2];

/** File (relative to the site root, POSIX) → rule id → fingerprint → how many problems share it. */
export type BaselineEntries = Record<string, Record<string, Record<string, number>>>;

/** Reads a baseline; anything unreadable is a ConfigError naming the file (and the place, for broken JSON). */
export function readBaseline(file: string): BaselineEntries {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new ConfigError(`The baseline ${file} could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  try {
    parse(text, { mode: 'json' });
  } catch (error) {
    const { line, column, reason } = describeJsonSyntaxError(error);
    throw new ConfigError(`${file}:${line}:${column}: the baseline is not valid JSON: ${reason} Remake it with --baseline-write.`);
  }
  const data = JSON.parse(text) as { version?: unknown; files?: unknown };
  if (!READABLE_VERSIONS.includes(data?.version)) {
    throw new ConfigError(`${file}: this baseline has version ${JSON.stringify(data?.version)}; this docs-lint reads versions ${READABLE_VERSIONS.join(' and ')}. Remake it with --baseline-write.`);
  }
  if (!isEntries(data.files)) {
    throw new ConfigError(`${file}: "files" must map each file to rule ids, each to fingerprints and counts. Remake it with --baseline-write.`);
  }
  return data.files;
}

function isEntries(value: unknown): value is BaselineEntries {
  const isObject = (item: unknown): item is Record<string, unknown> => Boolean(item) && typeof item === 'object' && !Array.isArray(item);
  if (!isObject(value)) return false;
  return Object.values(value).every(
    (rules) => isObject(rules) && Object.values(rules).every((prints) => isObject(prints) && Object.values(prints).every((count) => Number.isInteger(count) && (count as number) > 0)),
  );
}

/**
 * Writes a baseline meant for review in a pull request: keys sorted at every level, one fingerprint
 * a line, so adding or fixing a problem changes one line.
 */
export function writeBaseline(file: string, entries: BaselineEntries): void {
  const sorted = <T>(record: Record<string, T>, map: (value: T) => unknown) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, map(record[key])]),
    );
  const files = sorted(entries, (rules) => sorted(rules, (prints) => sorted(prints, (count) => count)));
  writeFileAtomic(file, `${JSON.stringify({ version: BASELINE_VERSION, files }, null, 2)}\n`, { create: true });
}
