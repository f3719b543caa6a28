/**
 * Whether a sentence opens with an instruction that is a step of a procedure ("Click **Save**",
 * "Run `npm install`", "Go to Settings"), as opposed to advice ("Use short names") or a
 * description ("Creates a token").
 */

import { wordAt, type Sentence, type Token } from '../prose/index.js';

/** Verbs that start a step: something the reader does, in order, in a UI or a terminal. */
export const STEP_VERBS = new Set([
  'click', 'go', 'navigate', 'open', 'select', 'choose', 'enter', 'type', 'copy', 'paste', 'run', 'install', 'download', 'clone', 'save',
  'restart', 'press', 'log', 'sign', 'visit', 'fill', 'scroll', 'create', 'add', 'set', 'configure', 'enable', 'deploy', 'connect', 'import',
  'generate', 'wait', 'tap', 'hit', 'upload', 'switch', 'toggle', 'expand', 'drag', 'start', 'launch', 'push', 'commit', 'initialize',
  'authenticate', 'authorize', 'grant', 'accept', 'confirm', 'submit', 'replace', 'update', 'edit', 'name', 'give', 'locate', 'find',
  'head', 'return', 'login', 'register', 'provide', 'specify', 'define', 'insert', 'pick', 'check', 'uncheck', 'verify', 'test', 'move', 'rename',
  'delete', 'remove', 'close', 'reload', 'refresh', 'build', 'execute', 'call', 'invoke', 'trigger', 'publish', 'attach', 'assign', 'invite',
  'apply', 'fetch', 'store', 'write', 'place', 'put', 'make', 'change', 'modify', 'duplicate', 'link', 'map', 'export', 'extract', 'unzip',
  'cd', 'obtain', 'retrieve', 'get', 'access', 'follow', 'complete', 'finish', 'review', 'continue', 'proceed', 'ensure',
]);

/** The first word of the sentence when it is a step verb in the imperative; "Log in", "Sign up" count by their first word. */
export function stepVerbAt(sentence: Sentence, start = 0): Token | undefined {
  const first = wordAt(sentence.tokens, start);
  if (!first || !STEP_VERBS.has(first.lower)) return undefined;
  // "Set up", "Go to": an imperative, not "Sets", "Going".
  const next = sentence.tokens[start + 1];
  // "Open source …", "Test results …", "Name: …": a noun phrase or a label, not a step.
  if (next?.kind === 'punctuation' && /^[:(]/.test(next.text)) return undefined;
  return first;
}
