import fc from 'fast-check';

/**
 * Mutations of real pages and configs, as bytes (so a mutation can make a file invalid UTF-8).
 * Positions are fractions of the current length, so one mutation fits any file.
 */
export type Mutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'bytes'; at: number; bytes: number[] }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number; to: number }
  | { kind: 'nest'; at: number; open: string; close: string; depth: number };

/** What breaks MDX, YAML and JSON parsers when it lands in the wrong place. */
const SHARDS = [
  '<', '>', '</', '/>', '{', '}', '{/*', '*/}', '`', '```', '```\n', '~~~\n', '---', '---\n', '\n---\n', '<!--', '-->',
  '[', ']', '](', '![', '(', ')', '\\', '"', "'", ':', ': ', '#', '\n# ', '\n## ', '|', '\n| a | b |\n|---|---|\n', '*', '_',
  '\n', '\r\n', '\r', '\t', ' ', '\u00a0', '\u2028', '\ufeff', '\u0000', 'é', '指南', '😀', '\ud800',
  '<Card>', '<Frame>', '</Frame>', '<img src="x">', '<Steps>\n<Step>', '{1 +', 'export const x = ', 'import X from "./x"\n',
  '[x](./a.mdx)', '[x](../../../etc/passwd)', '[x](/a%2)', '[x](\\a\\b)', '![](http://)', '#fragment', 'https://',
  'title: ', 'description:\n  - a\n', '- ', '> ', '1. ', '    ', '&', '&lt;', '$', '%', '%20',
  '"pages": [', '"group": ', '"navigation": ', '{"group": "G", "pages": []}', 'null', 'true', '[]', '{}', ',', '",', '1e999',
];

const NESTS: Array<[string, string]> = [
  ['<div>', '</div>'],
  ['<div>\n', '</div>\n'],
  ['<Note>', '</Note>'],
  ['> ', ''],
  ['- ', ''],
  ['{', '}'],
  ['[', ']'],
  ['{"a": ', '}'],
  ['[`', '`]'],
  ['*', '*'],
];

const at = fc.double({ min: 0, max: 1, noNaN: true });

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at }),
  { arbitrary: fc.record({ kind: fc.constant('insert' as const), at, text: fc.constantFrom(...SHARDS) }), weight: 4 },
  fc.record({ kind: fc.constant('insert' as const), at, text: fc.string({ unit: 'binary', maxLength: 8 }) }),
  fc.record({ kind: fc.constant('bytes' as const), at, bytes: fc.array(fc.integer({ min: 1, max: 255 }), { minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('delete' as const), at, length: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at, length: fc.integer({ min: 1, max: 400 }), to: at }),
  fc.record({
    kind: fc.constant('nest' as const),
    at,
    depth: fc.integer({ min: 2, max: 300 }),
    pair: fc.constantFrom(...NESTS),
  }).map(({ pair, ...rest }) => ({ ...rest, open: pair[0], close: pair[1] })),
);

export function applyMutation(input: Buffer, mutation: Mutation): Buffer {
  const index = (fraction: number) => Math.min(input.length, Math.floor(fraction * (input.length + 1)));
  const i = index(mutation.at);
  switch (mutation.kind) {
    case 'truncate':
      return input.subarray(0, i);
    case 'insert':
      return Buffer.concat([input.subarray(0, i), Buffer.from(mutation.text), input.subarray(i)]);
    case 'bytes':
      return Buffer.concat([input.subarray(0, i), Buffer.from(mutation.bytes), input.subarray(i)]);
    case 'delete':
      return Buffer.concat([input.subarray(0, i), input.subarray(Math.min(input.length, i + mutation.length))]);
    case 'duplicate': {
      const slice = input.subarray(i, Math.min(input.length, i + mutation.length));
      const to = index(mutation.to);
      return Buffer.concat([input.subarray(0, to), slice, input.subarray(to)]);
    }
    case 'nest':
      return Buffer.concat([input.subarray(0, i), Buffer.from(mutation.open.repeat(mutation.depth)), input.subarray(i), Buffer.from(mutation.close.repeat(mutation.depth))]);
  }
}

/** A JSON value of another type than the one it replaces. */
const swapped = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, '', 'x', '../../etc/passwd', '/abs/path.mdx', 'https://example.com', [], [null], {}, { group: 7 }, { pages: 'x' }, [[[]]]);

/** Replaces the value at one place of a parsed JSON document (chosen by `pick`) with a value of another kind. */
export const swapArbitrary = fc.record({ pick: fc.double({ min: 0, max: 1, noNaN: true }), value: swapped, pretty: fc.boolean() });

export function swapJsonType(text: string, swap: { pick: number; value: unknown; pretty: boolean }): string | undefined {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  const holders: Array<{ parent: Record<string, unknown> | unknown[]; key: string | number }> = [];
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) value.forEach((item, key) => (holders.push({ parent: value, key }), stack.push(item)));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => (holders.push({ parent: value as Record<string, unknown>, key }), stack.push(item)));
  }
  if (holders.length === 0) return JSON.stringify(swap.value);
  const { parent, key } = holders[Math.min(holders.length - 1, Math.floor(swap.pick * holders.length))];
  (parent as Record<string | number, unknown>)[key] = swap.value;
  return JSON.stringify(document, null, swap.pretty ? 2 : undefined);
}
