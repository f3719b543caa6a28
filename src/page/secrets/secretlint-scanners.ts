/**
 * A synchronous shim over @secretlint/secretlint-rule-preset-recommend: each preset rule is created
 * once with a minimal context and run on a source built so that its file-name-dependent checks fire.
 * What the hits mean is secretlint-candidates.ts's business; this module only makes the rules run.
 */
import { rules as presetRules } from '@secretlint/secretlint-rule-preset-recommend';

/** The message a secretlint rule builds with our translator: its id and values (which hold the secret, so are never shown). */
interface TranslatedMessage {
  messageId: string;
  props: Record<string, unknown>;
}

export interface SecretlintSource {
  filePath: string;
  content: string;
  ext: string;
  contentType: 'text';
}

/** The part of secretlint's rule-creator shape this module uses. */
interface SecretlintRuleCreator {
  meta: { id: string };
  create(context: ShimContext, options: Record<string, unknown>): { file?: (source: SecretlintSource) => unknown };
}

/** All the context the preset's scanners use: a translator, `report`, and `ignore` (filter-comments only). */
interface ShimContext {
  createTranslator(messages: unknown): (messageId: string, props?: Record<string, unknown>) => TranslatedMessage;
  report(descriptor: { message: unknown; range: readonly [number, number] }): void;
  ignore(descriptor: unknown): void;
}

export interface SecretlintHit extends TranslatedMessage {
  range: readonly [number, number];
}

interface Scanner {
  id: string;
  worthScanning(lower: string, json: boolean): boolean;
  scan(source: SecretlintSource): SecretlintHit[];
}

/** `secretlint-disable` comments are not how docs-lint suppresses a report; its own directives are. */
const SKIPPED_RULES = new Set(['filter-comments', 'secretlint-rule-preset-recommend']);

/** The preset leaves AWS access key IDs off by default; a real-looking `AKIA…` is worth a report in docs. */
const RULE_OPTIONS: Record<string, Record<string, unknown>> = { aws: { enableIDScanRule: true } };

const AWS_KEY_ID_PREFIXES = ['a3t', 'akia', 'agpa', 'aida', 'aroa', 'aipa', 'anpa', 'anva', 'asia'];

/** Keyword prefilters, one per preset rule: a rule runs only on text that could hold what it looks for. */
const PREFILTERS: Record<string, (lower: string, json: boolean) => boolean> = {
  aws: (lower) => (lower.includes('secret') && lower.includes('key')) || AWS_KEY_ID_PREFIXES.some((prefix) => lower.includes(prefix)),
  gcp: (lower, json) => json && lower.includes('private_key'),
  privatekey: (lower) => lower.includes('private key'),
  npm: (lower) => lower.includes('npm_') || lower.includes('_authtoken') || lower.includes('x-oauth-basic'),
  basicauth: (lower) => lower.includes('://') && lower.includes('@'),
  slack: (lower) => lower.includes('xox') || lower.includes('xapp-') || lower.includes('hooks.slack.com'),
  sendgrid: (lower) => lower.includes('sg.'),
  shopify: (lower) => lower.includes('shp'),
  github: (lower) => /gh[pousr]_|github_pat_/.test(lower),
  openai: (lower) => lower.includes('t3blbkfj'),
  anthropic: (lower) => lower.includes('sk-ant-'),
  linear: (lower) => lower.includes('lin_api_'),
  '1password': (lower) => lower.includes('ops_ey'),
  'database-connection-string': (lower) => lower.includes('@') && (lower.includes('mongodb') || lower.includes('mysql') || lower.includes('postgres')),
};

let scanners: Scanner[] | undefined;

/** The preset's scanners, each created once per process, on first use. */
export function presetScanners(): Scanner[] {
  scanners ??= (presetRules as unknown as SecretlintRuleCreator[])
    .map((creator) => ({ creator, id: creator.meta.id.replace(/^@secretlint\/secretlint-rule-/, '') }))
    .filter(({ id }) => !SKIPPED_RULES.has(id))
    .map(({ creator, id }) => createScanner(creator, id));
  return scanners;
}

function createScanner(creator: SecretlintRuleCreator, id: string): Scanner {
  // The rules report synchronously from `file()`, so one list per call collects what they find.
  let hits: SecretlintHit[] = [];
  const context: ShimContext = {
    createTranslator: () => (messageId, props = {}) => ({ messageId, props }),
    report: ({ message, range }) => hits.push({ ...(message as TranslatedMessage), range }),
    ignore: () => undefined,
  };
  const visitor = creator.create(context, RULE_OPTIONS[id] ?? {});
  return {
    id,
    worthScanning: PREFILTERS[id] ?? (() => true),
    scan(source) {
      hits = [];
      const result = visitor.file?.(source);
      // Only the GCP `.p12` check is asynchronous, and no source here has that extension.
      if (result instanceof Promise) result.catch(() => undefined);
      return hits;
    },
  };
}

/**
 * The npm rule picks its checks by file name: an `.npmrc` name turns on the `_authToken=` check, a
 * `package.json` name the `x-oauth-basic` URL check; the GCP rule parses `.json` sources.
 */
export function sourceFor(text: string, lower: string, json: boolean): SecretlintSource {
  const filePath = lower.includes('x-oauth-basic') ? 'package.json' : json ? 'code-block.json' : '.npmrc';
  return { filePath, content: json ? withoutFenceLines(text) : text, ext: json ? '.json' : '.txt', contentType: 'text' };
}

/** A fenced block with its fence lines blanked out, so the JSON parses and every offset stays put. */
function withoutFenceLines(text: string): string {
  const lines = text.split('\n');
  const blank = (line: string) => ' '.repeat(line.length);
  if (/^\s*(`{3,}|~{3,})/.test(lines[0])) lines[0] = blank(lines[0]);
  const last = lines.length - 1;
  if (last > 0 && /^\s*(`{3,}|~{3,})\s*$/.test(lines[last])) lines[last] = blank(lines[last]);
  return lines.join('\n');
}
