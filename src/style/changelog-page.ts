/**
 * A changelog or release notes page: entries say what changed ("Added SSO", "Tokens are now
 * rotated") and what is coming ("v3 will drop the flag"), so the past tense, the future and the
 * passive are its genre. The style rules leave such pages to the other rules.
 */

import type { RuleContext } from '../types.js';
import { isLegalPage } from './legal-page.js';

const CHANGELOG_PATH = /(^|[/_-])(changelogs?|change-log|release-notes?|releasenotes|releases|whats-new|what-s-new|updates|v\d+(?:[.-]\d+)*-notes)([/_.-]|$)/i;
const CHANGELOG_TITLE = /\b(change ?log|release notes?|what['’]s new|product updates)\b/i;
/** A page of `<Update>` entries, the generator's changelog component. */
const UPDATE_ENTRY = /^[ \t]*<Update[\s>]/m;

export function isChangelogPage(context: RuleContext<any>): boolean {
  const page = context.page;
  if (!page) return false;
  if (CHANGELOG_PATH.test(page.relativePath.replace(/\.mdx?$/i, ''))) return true;
  const title = page.frontMatter?.data?.title;
  if (typeof title === 'string' && CHANGELOG_TITLE.test(title)) return true;
  return UPDATE_ENTRY.test(context.sourceText);
}

/** Pages no style rule reads: legal text and changelogs, whose register is their own. */
export function isStyleExemptPage(context: RuleContext<any>): boolean {
  return isLegalPage(context) || isChangelogPage(context);
}
