/** Where momoa stopped, and why, in words a person can act on. */
export function describeJsonSyntaxError(error: unknown): { line: number; column: number; reason: string } {
  const { line = 1, column = 1 } = error as { line?: number; column?: number };
  // The parser recurses: thousands of nested arrays or objects exhaust the stack before any syntax error.
  if ((error as Error | undefined)?.name === 'RangeError') return { line, column, reason: 'it nests arrays and objects thousands of levels deep, too deep to read; no config needs more than a few levels.' };
  const raw = String((error as Error)?.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '');
  return { line, column, reason: describeReason(raw) };
}

/** Momoa's messages name token types; say what a person would fix instead. */
function describeReason(reason: string): string {
  const token = reason.match(/Unexpected token (\w+) found/);
  if (token) {
    const hints: Record<string, string> = {
      String: 'a value starts where a comma or closing bracket was expected; is a comma missing before it?',
      LBrace: 'an object starts where a comma or closing bracket was expected; is a comma missing before it?',
      LBracket: 'an array starts where a comma or closing bracket was expected; is a comma missing before it?',
      Number: 'a number stands where a comma or closing bracket was expected; is a comma missing before it?',
      RBrace: 'a closing brace comes too early; is there a trailing comma before it?',
      RBracket: 'a closing bracket comes too early; is there a trailing comma before it?',
      Colon: 'a colon is out of place; is a key missing its quotes?',
      Comma: 'a comma is out of place; is there a doubled comma or a missing value?',
    };
    return hints[token[1]] ?? `unexpected ${token[1]}.`;
  }
  const word = reason.match(/Unexpected (?:identifier|character) '([^']*)'/);
  if (word) return `unexpected \`${word[1]}\`: keys and strings need double quotes, and true, false and null are lower-case.`;
  if (/Unexpected end of input/i.test(reason)) return 'the file ends too early; is a closing brace or bracket missing?';
  return reason.endsWith('.') ? reason : `${reason}.`;
}

