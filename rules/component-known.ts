import { createRule } from '../src/rule-kit/create-rule.js';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { builtInComponents, elementsOutsidePageScope, isBuiltInComponent, isHtmlElementName, type BuiltInSet } from '../src/page/component-names.js';
import type { JsxElement } from '../src/page/jsx-elements.js';

type Options = { builtIns: BuiltInSet };

/** What the generator does with a block-level element it does not know: said once, in every block message. */
const VANISHES = 'the site generator removes it, and everything inside it vanishes from the live page';

export default createRule<Options>({
  meta: {
    id: 'component-known',
    description: 'Every component a page uses is built in, imported, defined on the page or listed in the docs-lint config.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      unknown:
        'Component <{{name}}> is not built in, imported or defined on this page; import it (import { {{name}} } from \'/snippets/{{file}}.mdx\'), define it with export const, or add "{{name}}" to components in the docs-lint config.',
      typo: 'Component <{{name}}> is not built in, imported or defined on this page; write <{{suggestion}}> if that is the component you meant.',
      member:
        'Component <{{name}}> uses {{base}}, which this page neither imports nor defines; import {{base}} at the top of the page, or add "{{name}}" to components in the docs-lint config.',
      unknownBlock: `Component <{{name}}> is not built in, imported or defined on this page: ${VANISHES}. Import it (import { {{name}} } from '/snippets/{{file}}.mdx'), define it with export const, or add "{{name}}" to components in the docs-lint config.`,
      typoBlock: `Component <{{name}}> is not built in, imported or defined on this page: ${VANISHES}. Write <{{suggestion}}> if that is the component you meant.`,
      memberBlock: `Component <{{name}}> uses {{base}}, which this page neither imports nor defines: ${VANISHES}. Import {{base}} at the top of the page, or add "{{name}}" to components in the docs-lint config.`,
    },
    defaultOptions: { builtIns: 'generator' },
    optionsSchema: {
      type: 'object',
      properties: { builtIns: { enum: ['generator', 'spec'] } },
      additionalProperties: false,
    },
  },
  create(context) {
    const set = context.options.builtIns ?? 'generator';
    const allowed = new Set(context.settings.components);
    const known = builtInComponents(set);
    // Fragments, HTML elements and built-in components need no import.
    const needsImport = ({ name }: JsxElement): boolean => Boolean(name) && !isHtmlElementName(name!) && !isBuiltInComponent(name!, set) && !allowed.has(name!);
    return elementsOutsidePageScope(needsImport, (unknown, scope) => {
      for (const node of unknown) {
        const name = node.name!;
        // `<CardBody></CardBody>` with nothing in it and no attributes: removing it loses nothing a reader sees.
        // A self-closing `<ApiKeyNote />` is different: it stands for a whole component, which vanishes.
        if (isEmptyPair(node, context.sourceText)) continue;
        // In a block of its own, a name the generator does not render is removed with its content.
        const removed = node.type === 'mdxJsxFlowElement' && !isBuiltInComponent(name);
        const base = name.split('.')[0];
        // `Tree.Leaf` is no member of the built-in `Tree`: a typo, not a missing import.
        if (name.includes('.') && !isBuiltInComponent(base, set)) {
          if (allowed.has(base)) continue;
          context.report({ node, messageId: removed ? 'memberBlock' : 'member', data: { name, base } });
          continue;
        }
        const suggestion =
          closestMatch(name, [...known, ...scope.all(), ...allowed]) ??
          builtInStartingWith(name, known) ??
          // `Tree.Leaf`: a member of a built-in that has no such member; name one it has.
          (name.includes('.') ? known.find((builtIn) => builtIn.startsWith(`${base}.`)) : undefined);
        if (suggestion) {
          context.report({ node, messageId: removed ? 'typoBlock' : 'typo', data: { name, suggestion } });
        } else {
          context.report({ node, messageId: removed ? 'unknownBlock' : 'unknown', data: { name, file: snippetFileName(name) } });
        }
      }
    });
  },
});

function isEmptyPair(node: JsxElement, sourceText: string): boolean {
  const end = node.position?.end.offset;
  if (end === undefined || sourceText.slice(0, end).endsWith('/>')) return false;
  return node.attributes.length === 0 && node.children.every((child) => child.type === 'text' && typeof child.value === 'string' && child.value.trim() === '');
}

/** `Warn` → `Warning`: a built-in name that the unknown name shortens (4 letters or more). */
function builtInStartingWith(name: string, known: readonly string[]): string | undefined {
  if (name.length < 4) return undefined;
  const lower = name.toLowerCase();
  return known.find((builtIn) => builtIn.toLowerCase().startsWith(lower));
}

/** `ApiKeyNote` → `api-key-note`: the snippet file name the import example suggests. */
function snippetFileName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
