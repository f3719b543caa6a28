import type { Yaml } from 'mdast';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import type { SourceLocation } from '../src/types.js';

type Expected = 'string' | 'boolean' | 'mode';

/** The front matter keys the site generator reads, with the type it expects of each. */
const TYPED_KEYS: Record<string, Expected> = {
  title: 'string',
  description: 'string',
  sidebarTitle: 'string',
  icon: 'string',
  mode: 'mode',
  hidden: 'boolean',
  openapi: 'string',
  api: 'string',
};

/** `mode` values: the page layouts of the generator (real pages use `wide`). */
const MODES = ['wide', 'custom', 'center', 'frame'];

/**
 * Keys real pages carry that the generator also reads (or that belong to other tools); never taken
 * for a misspelling of a typed key, however close.
 */
const OTHER_KNOWN_KEYS = new Set([
  'authMethod', 'url', 'image', 'iconType', 'tag', 'deprecated', 'version', 'noindex', 'public', 'keywords',
  'og:title', 'og:description', 'og:image', 'twitter:title', 'twitter:description', 'twitter:image',
  'robots', 'canonical', 'slug', 'sidebar', 'tags', 'author', 'date', 'updated', 'contentType', 'groups',
]);

export default createRule({
  meta: {
    id: 'frontmatter-valid',
    description: 'Front matter is a YAML mapping, and the keys the site generator reads hold values of the right type.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      problem: '{{message}}',
      notString: '`{{key}}` must be text, but it is {{actual}}. Write it in quotes: `{{key}}: "{{suggestion}}"`.',
      notBoolean: '`hidden` must be true or false, but it is {{actual}}. Write `hidden: {{suggestion}}`, without quotes.',
      badMode: '`mode` is "{{value}}", which is not a page mode. Write one of `wide`, `custom`, `center` or `frame`{{hint}}.',
      misspelt: '`{{key}}` is not a key the site generator reads, so it has no effect. Rename it to `{{known}}`.',
    },
  },
  create(context) {
    return {
      yaml(node: Yaml, info: { parent: { type: string } | null }) {
        const frontMatter = context.page?.frontMatter;
        // Only the front matter block at the top of the page; a later `---` block is not one.
        if (!frontMatter || frontMatter.node !== node || info.parent?.type !== 'root') return;
        if (frontMatter.problem) {
          // `---` right after `---` (or only comments between them) is an empty mapping, not an error.
          if (isBlankYaml(node.value)) return;
          return context.report({ loc: { line: frontMatter.problem.line, column: frontMatter.problem.column }, messageId: 'problem', data: { message: frontMatter.problem.message } });
        }
        const data = frontMatter.data ?? {};
        /** Known keys a misspelling is already renamed to: a second near miss gets no fix (it would duplicate the key). */
        const renamed = new Set<string>();
        for (const [key, value] of Object.entries(data)) {
          const expected = TYPED_KEYS[key];
          if (!expected) {
            const known = misspeltKey(key, data);
            if (known) {
              const place = keyPlace(node, key, context.sourceText);
              const fix = place.offset === undefined || renamed.has(known) ? null : [{ range: [place.offset, place.offset + key.length] as [number, number], text: known }];
              renamed.add(known);
              context.report({ loc: place.loc, messageId: 'misspelt', data: { key, known }, fix });
            }
            continue;
          }
          // A key with no value (`icon:`) is as good as absent; frontmatter-required handles a missing title.
          if (value === null || value === undefined) continue;
          if (expected === 'string' && typeof value !== 'string') {
            context.report({ loc: keyPlace(node, key, context.sourceText).loc, messageId: 'notString', data: { key, actual: describe(value), suggestion: scalarText(value) } });
          } else if (expected === 'boolean' && typeof value !== 'boolean') {
            const lowered = typeof value === 'string' ? value.trim().toLowerCase() : '';
            const suggestion = lowered === 'false' || lowered === 'no' ? 'false' : 'true';
            context.report({ loc: keyPlace(node, key, context.sourceText).loc, messageId: 'notBoolean', data: { actual: describe(value), suggestion } });
          } else if (expected === 'mode') {
            if (typeof value !== 'string') {
              context.report({ loc: keyPlace(node, key, context.sourceText).loc, messageId: 'badMode', data: { value: scalarText(value), hint: '' } });
            } else if (!MODES.includes(value)) {
              const near = closestMatch(value.trim(), MODES);
              context.report({ loc: keyPlace(node, key, context.sourceText).loc, messageId: 'badMode', data: { value, hint: near ? ` (did you mean "${near}"?)` : '' } });
            }
          }
        }
      },
    };
  },
});

/** A key that is not known but is a near miss of a typed key the page does not already have. */
function misspeltKey(key: string, data: Record<string, unknown>): string | undefined {
  if (OTHER_KNOWN_KEYS.has(key) || key.length < 3) return undefined;
  const known = closestMatch(key, Object.keys(TYPED_KEYS));
  return known && !(known in data) ? known : undefined;
}

/** YAML with nothing but blank lines and comments: js-yaml calls it "no document". */
function isBlankYaml(text: string): boolean {
  return text.split('\n').every((line) => /^\s*(#.*)?$/.test(line));
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string "${value}"`;
  return `the ${typeof value} ${String(value)}`;
}

function scalarText(value: unknown): string {
  if (typeof value === 'object' && value !== null) return '...';
  return String(value);
}

interface KeyPlace {
  loc: SourceLocation;
  /** Offset of the key's first character in the page text; undefined when the key line is not found. */
  offset?: number;
}

/** Where `key:` is in the front matter (its line, column 1), or the opening `---` when it is not found. */
function keyPlace(node: Yaml, key: string, sourceText: string): KeyPlace {
  const start = node.position?.start ?? { line: 1, column: 1, offset: 0 };
  const lines = node.value.split('\n');
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(["']?)${escaped}\\1[ \\t]*:`);
  const index = lines.findIndex((line) => pattern.test(line));
  if (index < 0) return { loc: { start: { line: start.line, column: start.column }, end: { line: start.line, column: start.column + 3 } } };
  const line = start.line + 1 + index;
  let offset = sourceText.indexOf('\n', start.offset ?? 0) + 1;
  for (let i = 0; i < index; i++) offset += lines[i].length + 1;
  const quote = lines[index].match(pattern)![1];
  return { loc: { start: { line, column: 1 }, end: { line, column: 1 + lines[index].indexOf(':') } }, offset: offset + quote.length };
}
