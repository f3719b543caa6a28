import type { Heading, Yaml } from 'mdast';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { isRepositoryFile } from '../src/site/page-kinds.js';
import { nodeText } from '../src/page/node-text.js';
import type { SourceLocation, Visitors } from '../src/types.js';

type Options = { required: string[] };

const BUILT_IN = ['title', 'description'];


const EXAMPLES: Record<string, string> = {
  title: 'A clear, specific page title',
  description: 'One sentence on what the page covers.',
};

export default createRule<Options>({
  meta: {
    id: 'frontmatter-required',
    description: 'Every page has front matter with a non-empty `title` and `description` (and the keys your configuration adds).',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      noFrontMatter:
        'The page has no front matter, so it has no {{keys}}. Start the file with a front matter block, each part on its own line: `---` {{block}} `---`.',
      missing: 'The front matter has no `{{key}}`. Add a line such as `{{key}}: "{{example}}"`.{{hint}}',
      empty: '`{{key}}` is empty. Give it a value, such as `{{key}}: "{{example}}"`.',
      notString: '`{{key}}` must be text, but it is {{actual}}. Write it in quotes: `{{key}}: "{{value}}"`.',
    },
    defaultOptions: { required: [] },
    optionsSchema: {
      type: 'object',
      properties: {
        required: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
      },
      additionalProperties: false,
    },
  },
  create(context): Visitors {
    const page = context.page;
    if (!page || page.isSnippet || isRepositoryFile(page.relativePath)) return {};
    const extra = (context.options.required ?? []).filter((key) => !BUILT_IN.includes(key));
    let firstH1: string | undefined;
    return {
      heading(node: Heading) {
        if (firstH1 === undefined && node.depth === 1 && !page.frontMatter) firstH1 = nodeText(node).text.trim() || undefined;
      },
      'root:exit'() {
        const frontMatter = page.frontMatter;
        if (!frontMatter) {
          const keys = [...BUILT_IN, ...extra];
          const title = firstH1 ?? titleFromPath(page.relativePath);
          const block = keys
            .map((key) => `\`${key}: "${key === 'title' ? title.replace(/"/g, '\\"') : exampleFor(key)}"\``)
            .join(' ');
          return context.report({ loc: { line: 1, column: 1 }, messageId: 'noFrontMatter', data: { keys: listOf(keys), block } });
        }
        // YAML that does not parse is frontmatter-valid's to report: nothing can be said about its keys.
        // Blank YAML (`---` right after `---`) is an empty mapping, whatever the YAML parser says.
        const data = isBlankYaml(frontMatter.node.value) ? {} : frontMatter.problem ? undefined : frontMatter.data;
        if (!data) return;
        // A page bound to an OpenAPI operation takes its title and description from the operation.
        const boundToOperation = typeof data.openapi === 'string' && data.openapi.trim() !== '';
        // A sidebar link (`title` and `url` only, no body to describe) shows a title and goes elsewhere: it needs no description.
        const sidebarLink = typeof data.url === 'string' && data.url.trim() !== '' && !hasBody(context.sourceText, frontMatter.node);
        const builtIn = boundToOperation ? [] : sidebarLink ? BUILT_IN.filter((key) => key !== 'description') : BUILT_IN;
        const keys = [...builtIn, ...extra];
        for (const key of keys) {
          const value = data[key];
          if (!(key in data)) {
            context.report({ loc: openingFence(frontMatter.node), messageId: 'missing', data: { key, example: exampleFor(key), hint: misspelling(key, data, frontMatter.node) } });
          } else if (isEmpty(value)) {
            context.report({ loc: keyLocation(frontMatter.node, key), messageId: 'empty', data: { key, example: exampleFor(key) } });
          } else if (BUILT_IN.includes(key) && typeof value !== 'string') {
            context.report({ loc: keyLocation(frontMatter.node, key), messageId: 'notString', data: { key, actual: describe(value), value: scalarText(value) } });
          }
        }
      },
    };
  },
});

/** True when the page has content after its front matter. */
function hasBody(sourceText: string, node: Yaml): boolean {
  const end = node.position?.end.offset;
  return end !== undefined && sourceText.slice(end).trim() !== '';
}

function exampleFor(key: string): string {
  return EXAMPLES[key] ?? '...';
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function listOf(keys: string[]): string {
  const named = keys.map((key) => `\`${key}\``);
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
}

/** `guides/getting-started.mdx` → `Getting started`: a starting point the writer replaces. */
function titleFromPath(relativePath: string): string {
  const base = relativePath.replace(/^.*\//, '').replace(/\.(mdx|md)$/i, '');
  const words = base.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Page title';
}

/** ` \`Descritpion\` on line 3 looks like a misspelling of it.` when the page has a near miss. */
function misspelling(key: string, data: Record<string, unknown>, node: Yaml): string {
  const others = Object.keys(data).filter((other) => other !== key && other.length >= 3);
  for (const other of others) {
    if (closestMatch(other, [key]) === key) {
      return ` \`${other}\` on line ${keyLocation(node, other).start.line} looks like a misspelling of it.`;
    }
  }
  return '';
}

function isBlankYaml(text: string): boolean {
  return text.split('\n').every((line) => /^\s*(#.*)?$/.test(line));
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `the ${typeof value} ${String(value)}`;
}

function scalarText(value: unknown): string {
  if (typeof value === 'object' && value !== null) return '...';
  return String(value);
}

function openingFence(node: Yaml): SourceLocation {
  const start = node.position?.start ?? { line: 1, column: 1 };
  return { start: { line: start.line, column: start.column }, end: { line: start.line, column: start.column + 3 } };
}

/** The line of `key:` in the front matter (column 1), or the opening `---` when it is not found. */
function keyLocation(node: Yaml, key: string): SourceLocation {
  const lines = node.value.split(/\r?\n/);
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(["']?)${escaped}\\1[ \\t]*:`);
  const index = lines.findIndex((line) => pattern.test(line));
  if (index < 0) return openingFence(node);
  const line = (node.position?.start.line ?? 1) + 1 + index;
  return { start: { line, column: 1 }, end: { line, column: 1 + lines[index].indexOf(':') } };
}
