import { createRule } from '../src/rule-kit/create-rule.js';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { BUILT_IN_COMPONENTS, elementsOutsidePageScope, isBuiltInComponent, isHtmlElementName } from '../src/page/component-names.js';
import type { JsxElement } from '../src/page/jsx-elements.js';

export default createRule({
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
    },
  },
  create(context) {
    const allowed = new Set(context.settings.components);
    // Fragments, HTML elements and built-in components need no import.
    const needsImport = ({ name }: JsxElement): boolean => Boolean(name) && !isHtmlElementName(name!) && !isBuiltInComponent(name!) && !allowed.has(name!);
    return elementsOutsidePageScope(needsImport, (unknown, scope) => {
      for (const node of unknown) {
        const name = node.name!;
        if (name.includes('.')) {
          const base = name.split('.')[0];
          if (allowed.has(base)) continue;
          context.report({ node, messageId: 'member', data: { name, base } });
          continue;
        }
        const suggestion = closestMatch(name, [...BUILT_IN_COMPONENTS, ...scope.all(), ...allowed]) ?? builtInStartingWith(name);
        if (suggestion) {
          context.report({ node, messageId: 'typo', data: { name, suggestion } });
        } else {
          context.report({ node, messageId: 'unknown', data: { name, file: snippetFileName(name) } });
        }
      }
    });
  },
});

/** `Warn` → `Warning`: a built-in name that the unknown name shortens (4 letters or more). */
function builtInStartingWith(name: string): string | undefined {
  if (name.length < 4) return undefined;
  const lower = name.toLowerCase();
  return BUILT_IN_COMPONENTS.find((builtIn) => builtIn.toLowerCase().startsWith(lower));
}

/** `ApiKeyNote` → `api-key-note`: the snippet file name the import example suggests. */
function snippetFileName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
