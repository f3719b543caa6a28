/** The checks a string value of docs.json gets beyond its type: format, pattern, minimum length. */
import type { StringFormat, StringSchema } from './types.js';

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `user:pass`: two non-empty parts joined by one colon. */
export function isUserPass(value: string): boolean {
  const parts = value.split(':');
  return parts.length === 2 && parts.every((part) => part.trim() !== '');
}

function parsesAsUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * As the generator checks them (@mintlify/validation 0.1.878): `uri` is zod's `.url()`, which is
 * `new URL()`; footer socials must be `https:`; an `href` is a path from `/`, a `#fragment`,
 * `mailto:` or anything `new URL()` parses.
 */
const FORMAT_TESTS: Record<StringFormat, (value: string) => boolean> = {
  'hex-color': (value) => HEX_COLOR.test(value),
  'user-pass': isUserPass,
  uri: (value) => parsesAsUrl(value) !== undefined,
  'https-url': (value) => parsesAsUrl(value)?.protocol === 'https:',
  href: (value) => value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:') || parsesAsUrl(value) !== undefined,
};

export type StringProblem =
  | { messageId: 'badHex' | 'badUserPass' | 'badUri' | 'badHttpsUrl' | 'badHref'; data: { value: string } }
  | { messageId: 'badPattern'; data: { value: string; says: string } }
  | { messageId: 'emptyString'; data: { value: string } }
  | { messageId: 'tooShort'; data: { value: string; min: string } };

const FORMAT_MESSAGES: Record<StringFormat, 'badHex' | 'badUserPass' | 'badUri' | 'badHttpsUrl' | 'badHref'> = {
  'hex-color': 'badHex',
  'user-pass': 'badUserPass',
  uri: 'badUri',
  'https-url': 'badHttpsUrl',
  href: 'badHref',
};

/** The first check `value` fails, or undefined. */
export function checkString(value: string, schema: StringSchema): StringProblem | undefined {
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    return schema.minLength === 1 ? { messageId: 'emptyString', data: { value } } : { messageId: 'tooShort', data: { value, min: String(schema.minLength) } };
  }
  if (schema.format && !FORMAT_TESTS[schema.format](value)) return { messageId: FORMAT_MESSAGES[schema.format], data: { value } };
  if (schema.pattern && !new RegExp(schema.pattern.regex).test(value)) {
    return { messageId: 'badPattern', data: { value, says: schema.pattern.says } };
  }
  return undefined;
}
