/**
 * Legal text (a service level agreement, terms, a licence, a privacy policy) is a contract, not
 * documentation prose: "shall", "will" and the passive are its proper register, and no style rule
 * reads it.
 */

import type { RuleContext } from '../types.js';

const LEGAL_FILE = /(^|[/_-])(sla|license|licence|terms|tos|privacy|legal|dpa|gdpr|eula|agreement)([/_.-]|$)/i;
const LEGAL_TITLE = /\b(sla|service level agreement|terms of (service|use)|licen[cs]e( agreement)?|privacy policy|data processing|legal|eula|end user license)\b/i;

export function isLegalPage(context: RuleContext<any>): boolean {
  const page = context.page;
  if (!page) return false;
  const file = page.relativePath.split('/').pop() ?? '';
  if (LEGAL_FILE.test(file.replace(/\.mdx?$/i, ''))) return true;
  const title = page.frontMatter?.data?.title;
  return typeof title === 'string' && LEGAL_TITLE.test(title);
}
