import type { Formatter } from './formatter-types.js';

/** Byte-for-byte ESLint's `json` formatter, so tools that read ESLint's output read ours. */
export const json: Formatter = (results) => JSON.stringify(results);
