/**
 * Finds credentials that look real in one piece of page text: a code block, inline code, a JSX
 * attribute or a URL. Provider formats come from secretlint's recommended preset (see
 * secretlint-candidates.ts); a few supplements cover what the preset lacks. Every finding must then
 * pass the placeholder check, because docs are full of `YOUR_API_KEY`, `<token>` and `sk_test_…` on purpose.
 *
 * Cost: each detector first asks a cheap question of the lower-cased text (does it contain `ghp_`,
 * `xox`, `private key`, `://` and `@` …), so a typical code block runs no regular expression at all.
 */
import type { Candidate, Shape } from './candidate.js';
import { looksLikePassword } from './entropy.js';
import { isPlaceholder } from './placeholders.js';
import { isFirebaseWebConfig, isPublicValue } from './public-values.js';
import { hasInventedNeighbour } from './sample-output.js';
import { secretlintCandidates } from './secretlint-candidates.js';
import { supplementCandidates } from './supplement-detectors.js';

/** A credential found in the scanned text; offsets are into that text. */
export interface SecretFinding {
  start: number;
  end: number;
  /** What it is, for a message, without an article: `GitHub personal access token`. */
  kind: string;
  /** What to write instead: `YOUR_GITHUB_TOKEN`. */
  placeholder: string;
  /** The first characters of the secret, at most four, then `…`: all a message may show. */
  preview: string;
}

export interface ScanOptions {
  /** The text is a JSON code block (lets the Google Cloud service-account key detector parse it). */
  json?: boolean;
  /** The text is example output: a response example, or what a command prints (see sample-output.ts). */
  output?: boolean;
}

/** The most a preview shows of a secret. */
const PREVIEW_LENGTH = 4;

/** Scans `text` with every detector and returns the credentials that are not placeholders, one per place. */
export function findSecrets(text: string, options: ScanOptions = {}): SecretFinding[] {
  const lower = text.toLowerCase();
  const candidates = [...secretlintCandidates(text, lower, options.json === true), ...supplementCandidates(text, lower)];
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const secret = text.slice(candidate.start, candidate.end);
    if (secret === '' || (isKeyBlock(candidate.shape) ? isPlaceholder(pemBody(secret), { keyBody: true }) : isPlaceholder(secret))) continue;
    if (candidate.shape === 'url-password' && !looksLikePassword(secret)) continue;
    if (isPublicAssetToken(text, candidate) || isPublicValue(secret, candidate.name)) continue;
    if (secret.startsWith('AIza') && isFirebaseWebConfig(text)) continue;
    if (options.output && candidate.generic && hasInventedNeighbour(text, candidate.start, candidate.end)) continue;
    // Specific detectors run first; a later finding over the same characters (a bearer token that is
    // also a JWT, an assignment of a GitHub token) would only repeat what the first one said.
    if (kept.some((other) => candidate.start < other.end && other.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, kind, placeholder, shape }) => ({ start, end, kind, placeholder, preview: previewOf(text.slice(start, end), shape) }));
}

/**
 * The `token` of a storage download URL (`…?alt=media&token=…`, as Firebase Storage makes them) is
 * part of the public address of an image or a file that the page shows to every reader.
 */
function isPublicAssetToken(text: string, candidate: Candidate): boolean {
  const before = text.slice(0, candidate.start);
  const urlStart = Math.max(before.lastIndexOf(' '), before.lastIndexOf('('), before.lastIndexOf('"'), before.lastIndexOf("'"), before.lastIndexOf('\n')) + 1;
  const rest = text.slice(candidate.end).match(/^[^\s)"'<>]*/)?.[0] ?? '';
  const url = text.slice(urlStart, candidate.end) + rest;
  return /^https?:\/\//.test(url) && /[?&]alt=media(&|$)/.test(url);
}

function isKeyBlock(shape: Shape): boolean {
  return shape === 'pem' || shape === 'json-private-key';
}

/** A PEM block's base64 body, without the armour lines. */
function pemBody(block: string): string {
  return block.replace(/-----(?:BEGIN|END)[^-]*-----/g, '').replace(/\\n|\s/g, '');
}

/** At most four characters of the secret, fewer when it is short, then `…`. */
function previewOf(secret: string, shape: Shape): string {
  const shown = isKeyBlock(shape) ? pemBody(secret) : secret;
  return `${shown.slice(0, Math.min(PREVIEW_LENGTH, Math.floor(shown.length / 2)))}…`;
}
