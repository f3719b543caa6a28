import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/corpus` beside the clone, when it is there (CI has it; a bare clone does not). */
export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'corpus');
export const corpusAvailable = fs.existsSync(path.join(CORPUS_DIR, 'MANIFEST.tsv'));

export const CORPUS_SITES = corpusAvailable
  ? fs
      .readFileSync(path.join(CORPUS_DIR, 'MANIFEST.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0])
  : [];
