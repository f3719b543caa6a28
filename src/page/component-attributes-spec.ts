/**
 * The attributes built-in components require, with an example value for messages. The
 * component-attributes rule enforces it; `docs-lint init --assistant` writes it into the
 * assistant rules file, so both always say the same.
 */
export const REQUIRED_ATTRIBUTES: Readonly<Record<string, ReadonlyArray<readonly [attribute: string, example: string]>>> = {
  // The spec's component table.
  Step: [['title', 'title="Install the CLI"']],
  Tab: [['title', 'title="npm"']],
  Accordion: [['title', 'title="How do I rotate my API key?"']],
  Expandable: [['title', 'title="properties"']],
  Card: [['title', 'title="Quickstart"']],
  ParamField: [['type', 'type="string"']],
  ResponseField: [
    ['name', 'name="id"'],
    ['type', 'type="string"'],
  ],
  Tooltip: [['tip', 'tip="Application programming interface"']],
  Update: [
    ['label', 'label="2024-06-01"'],
    ['description', 'description="v1.2.0"'],
  ],
  // The generator's other built-ins: the props their types in @mintlify/components 1.0.19 do not mark optional.
  Icon: [['icon', 'icon="rocket"']],
  Tile: [['href', 'href="/quickstart"']],
  'Tree.Folder': [['name', 'name="src"']],
  'Tree.File': [['name', 'name="index.ts"']],
  Color: [['variant', 'variant="compact"']],
  'Color.Item': [['value', 'value="#16A34A"']],
  Mermaid: [['chart', 'chart="graph TD; A-->B"']],
  View: [['title', 'title="Python"']],
  // Read by @mintlify/common 1.0.1211: the snippet to inject, the variation shown, the audience.
  Snippet: [['file', 'file="intro.mdx"']],
  Variation: [['is', 'is="cloud"']],
  Visibility: [['for', 'for="humans"']],
};

/** `ParamField` (and its alias `Param`) names its parameter with exactly one of these. */
export const PARAM_LOCATIONS: readonly string[] = ['path', 'body', 'query', 'header'];
