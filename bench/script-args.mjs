/** What every bench script starts from: where the repository is, its `--name value` flags, and the corpus beside it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(benchDir, '..');
export const args = process.argv.slice(2);
export const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
export const corpus = path.resolve(flag('corpus', path.join(repo, '..', 'shared', 'corpus')));
