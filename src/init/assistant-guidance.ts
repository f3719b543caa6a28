import type { ResolvedConfig } from '../config/lint-config.js';

/**
 * What each rule asks of a writer, as an instruction an assistant can follow. Only the rules a
 * configuration enables are written into the assistant rules file, with their options filled in.
 */
type Guidance = (options: Record<string, unknown>, config: ResolvedConfig) => string;

const list = (values: unknown): string[] => (Array.isArray(values) ? values.map(String) : []);
const code = (values: string[]): string => values.map((value) => `\`${value}\``).join(', ');

export const RULE_GUIDANCE: Record<string, Guidance> = {
  'frontmatter-valid': () => 'Front matter is valid YAML between `---` lines at the very top: `title`, `description`, `sidebarTitle` and `icon` are strings, `hidden` is a boolean, `mode` is one of the generator\'s modes.',
  'frontmatter-required': (options) => {
    const extra = list(options.required);
    return `Every page (not snippets under \`snippets/\`) has front matter with a non-empty \`title\` and \`description\`${extra.length > 0 ? `, and ${code(extra)}` : ''}.`;
  },
  'heading-start-level': () => 'The page title comes from front matter: never write a `#` heading in the body; the first heading is `##`.',
  'heading-increment': () => 'Headings go down one level at a time: `##`, then `###`, never `##` straight to `####`.',
  'heading-descriptive': (options) => {
    const placeholders = list(options.placeholders);
    return `Every heading says what its section covers, is unique on its page, and is never a placeholder${placeholders.length > 0 ? ` (${code(placeholders.slice(0, 6))}…)` : ''}.`;
  },
  'image-frame': () => 'Wrap every image, markdown or `<img>`, in `<Frame>` … `</Frame>`, on a paragraph of its own.',
  'image-alt-text': () => 'Every image has alt text that describes what it shows, such as `![Settings page with the API keys tab open](/images/keys.png)`; never "image", "screenshot" or a file name.',
  'code-fence-language': () => 'Every fenced code block names its language: ```bash, ```json, ```python.',
  'no-secrets': () => 'Never put a real credential in a page. Use placeholders such as `YOUR_API_KEY`, `<token>` or `${API_KEY}` in code, URLs and attributes.',
  'link-text-descriptive': () => 'Link text says where the link goes ("see the [authentication guide](/auth)"); never "here", "click here", "this link", "read more" or a bare URL.',
  'link-internal-exists': () => 'Internal links point at pages that exist, without `.mdx` or `.md` (`/guides/setup`, not `/guides/setup.mdx`), and a `#fragment` is the exact slug of a heading on that page (lower case, spaces as `-`, punctuation dropped).',
  'component-known': (_options, config) =>
    `Use only the built-in components listed below, ${config.components.length > 0 ? `this site's own components (${code(config.components)}), ` : ''}lowercase HTML elements, and components the page imports.`,
  'component-attributes': () => 'Give every component the attributes the table below requires; `ParamField` takes exactly one of `path`, `body`, `query` or `header`, and numbers and booleans are written as `{3}` and `{true}`.',
  'component-nesting': () => '`Step` goes inside `Steps` and `Tab` inside `Tabs`; `Steps`, `Tabs`, `AccordionGroup` and `CardGroup` hold only their own children (`Step`, `Tab`, `Accordion`, `Card`); `CodeGroup`, `RequestExample` and `ResponseExample` hold only code blocks.',
  'param-documented': () => 'Every `ParamField` and `ResponseField` has a description between its tags, optional parameters included; every parameter of an OpenAPI operation a page shows has a `description` in the spec.',
  'openapi-valid': () => 'An `openapi:` front matter value names an operation of the site\'s OpenAPI file, as `METHOD /path` (optionally prefixed by the spec file).',
  'nav-page-exists': () => 'Every page listed in docs.json navigation exists, written without its extension.',
  'nav-no-orphan': () => 'Every new page is added to the navigation in docs.json.',
  'nav-no-duplicate': () => 'List each page once in the navigation.',
  'style-second-person': () => 'Address the reader as "you": not "the user", "users", "one", "we" or "let\'s".',
  'style-active-voice': () => 'Write in the active voice: "The API returns an error", not "An error is returned".',
  'style-present-tense': () => 'Write in the present tense: "returns", not "will return".',
  'style-numbered-steps': () => 'Write procedures as numbered lists or `<Steps>`, one action per step, not as bullets or "First… Then… Finally…" prose.',
  'style-prerequisites-first': () => 'Put a "Prerequisites" or "Before you begin" section before the steps it belongs to.',
};
