/**
 * The attributes the spec's component table requires, with an example value for messages. The
 * component-attributes rule enforces it; `docs-lint init --assistant` writes it into the
 * assistant rules file, so both always say the same.
 */
export const REQUIRED_ATTRIBUTES: Readonly<Record<string, ReadonlyArray<readonly [attribute: string, example: string]>>> = {
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
};

/** `ParamField` names its parameter with exactly one of these. */
export const PARAM_LOCATIONS: readonly string[] = ['path', 'body', 'query', 'header'];
