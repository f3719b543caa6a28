/**
 * Navigation pages that a build step makes before the site builds: an entry `examples/intro` with
 * no page file but a notebook `examples/intro.ipynb` at the same path, which sites convert to MDX
 * (nbconvert, a script of their own) before the generator runs. They are not missing, and not
 * checked: their content exists only after that step.
 */
import type { NavPageEntry } from './navigation.js';
import type { ProjectIndex } from './project-index.js';

/** The source forms a page is converted from, by extension. */
const CONVERTED_FROM = ['.ipynb'];

/** The file an entry's page is made from, when it has no page file but such a source. */
export function buildStepSource(site: Pick<ProjectIndex, 'resolvePage' | 'fileExists'>, page: string): string | undefined {
  if (page === '' || site.resolvePage(page)) return undefined;
  return CONVERTED_FROM.map((extension) => `${page}${extension}`).find((file) => site.fileExists(file));
}

/** The note a run gives once per site: which entries docs-lint takes for pages a build step makes. */
export function buildStepNote(site: Pick<ProjectIndex, 'navigation' | 'resolvePage' | 'fileExists'>): string | undefined {
  const sources = [...new Set(site.navigation.pages.filter((entry: NavPageEntry) => !entry.endpoint && !entry.escapesRoot && !entry.external).map((entry) => buildStepSource(site, entry.page)).filter((file): file is string => file !== undefined))];
  if (sources.length === 0) return undefined;
  const named = sources.slice(0, 3).join(', ') + (sources.length > 3 ? ` and ${sources.length - 3} more` : '');
  const pages = sources.length === 1 ? 'navigation page has' : 'navigation pages have';
  return `${sources.length} ${pages} no page file but a notebook at the same path (${named}): docs-lint takes them for pages a build step converts before the site builds, and does not check them. If no step converts them, the live site lacks these pages. List the paths other build steps make in nav-page-exists's \`generated\` option.`;
}
