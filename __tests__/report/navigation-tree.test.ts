import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildNavigationTree, type NavTreeNode } from '../../src/report/navigation-tree.js';
import { createSiteOverview } from '../../src/report/site-overview.js';
import { buildProjectIndexSync } from '../../src/site/project-index.js';
import { readSiteConfig } from '../../src/site/site-config-file.js';
import { makeSite } from '../helpers/site-fixture.js';

function siteOf(files: Record<string, string | object>) {
  const root = makeSite(files);
  const config = readSiteConfig(path.join(root, files['docs.json'] ? 'docs.json' : 'mint.json'));
  return buildProjectIndexSync(root, config);
}

/** The tree as indented lines: `kind label [file|dangling]`, two spaces a level. */
function outline(nodes: NavTreeNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.kind} ${node.label}${node.file ? ` -> ${node.file}` : ''}${node.dangling ? ' (dangling)' : ''}`,
    ...outline(node.children, depth + 1),
  ]);
}

const PAGE = '---\ntitle: T\n---\n';

describe('the navigation as readers see it', () => {
  test('legacy shape: groups nest, pages resolve to .mdx or .md, a missing page is dangling; tabs take the groups under their url', () => {
    const site = siteOf({
      'mint.json': {
        name: 'S',
        topAnchor: { name: 'Guides' },
        tabs: [{ name: 'API reference', url: 'api' }],
        navigation: [
          { group: 'Start', pages: ['intro', { group: 'More', pages: ['more/deep', '/gone'] }] },
          { group: 'Endpoints', pages: ['api/users', 'https://example.com/x'] },
        ],
      },
      'intro.mdx': PAGE,
      'more/deep.md': PAGE,
      'api/users.mdx': PAGE,
    });
    expect(outline(buildNavigationTree(site))).toEqual([
      'tab Guides',
      '  group Start',
      '    page intro -> intro.mdx',
      '    group More',
      '      page more/deep -> more/deep.md',
      '      page /gone (dangling)',
      'tab API reference',
      '  group Endpoints',
      '    page api/users -> api/users.mdx',
      '    link https://example.com/x',
    ]);
  });

  test('current shape: products, versions, tabs, anchors, dropdowns, languages, menu items and groups, in the order written', () => {
    const site = siteOf({
      'docs.json': {
        theme: 'mint',
        name: 'S',
        colors: { primary: '#000000' },
        navigation: {
          versions: [
            {
              version: 'v2',
              tabs: [
                { tab: 'Docs', groups: [{ group: 'Start', pages: ['intro', 'missing'] }] },
                { tab: 'API', openapi: 'openapi.yaml', pages: ['GET /users', 'webhook order.created'] },
                { tab: 'More', menu: [{ item: 'Tools', pages: ['intro'] }] },
              ],
            },
            { version: 'v1', $ref: './v1.json' },
            { version: 'v0', anchors: [{ anchor: 'Old', dropdowns: [{ dropdown: 'D', languages: [{ language: 'en', pages: ['intro'] }] }] }] },
          ],
        },
      },
      'intro.mdx': PAGE,
    });
    expect(outline(buildNavigationTree(site))).toEqual([
      'version v2',
      '  tab Docs',
      '    group Start',
      '      page intro -> intro.mdx',
      '      page missing (dangling)',
      '  tab API',
      '    endpoint GET /users',
      '    endpoint webhook order.created',
      '  tab More',
      '    menu item Tools',
      '      page intro -> intro.mdx',
      'version v1',
      '  reference ./v1.json',
      'version v0',
      '  anchor Old',
      '    dropdown D',
      '      language en',
      '        page intro -> intro.mdx',
    ]);
  });

  test('orphans: pages no entry names, snippets and README aside; each tree node keeps its docs.json line', () => {
    const site = siteOf({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] },
      'a.mdx': PAGE,
      'lost.mdx': PAGE,
      'snippets/part.mdx': 'Part',
      'README.md': '# Readme',
    });
    const overview = createSiteOverview(site, []);
    expect(overview.orphans).toEqual(['lost.mdx']);
    expect(overview.navigation[0]).toMatchObject({ kind: 'group', label: 'A', line: 4 });
    expect(overview.navigation[0].children[0]).toMatchObject({ kind: 'page', file: 'a.mdx', line: 7 });
  });
});
