/** Where each rule's page is published; the page source is `docs/rules/<id>.mdx`. */
export const DOCS_SITE_URL = 'https://github.com/docs-lint/docs-lint/blob/main/docs';

export function ruleDocsUrl(ruleId: string): string {
  return `${DOCS_SITE_URL}/rules/${ruleId}.mdx`;
}
