/**
 * The `allow` option the sentence-level style rules share: phrases a team accepts in its prose
 * (a product name that reads as "we", a term of art in the passive).
 */
export interface AllowOptions {
  allow?: string[];
  [key: string]: unknown;
}

export const ALLOW_OPTION_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: { allow: { type: 'array', items: { type: 'string', minLength: 1 } } },
  additionalProperties: false,
};

/** The allowed phrases, normalised as the rules compare them: lower case, single spaces. */
export function allowedPhrases(options: AllowOptions, builtIn: readonly string[] = []): Set<string> {
  return new Set([...builtIn, ...(options.allow ?? [])].map((phrase) => phrase.toLowerCase().replace(/\s+/g, ' ').trim()));
}
