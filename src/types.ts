/**
 * The public shapes shared by the engine, the rules and the formatters.
 * Rule modules import only from here and from `src/rule-kit/`.
 */
import type { AnyNode, DocumentNode } from '@humanwhocodes/momoa';
import type { FrontMatter } from './page/parse-page.js';
import type { ProjectIndex } from './site/project-index.js';
import type { FixSummary, LintMessage, Position, SeverityLevel, SeverityName, SuggestionSummary } from './lint-message.js';

export type { FixSummary, LintMessage, Position, SeverityLevel, SeverityName, SuggestionSummary };

/**
 * `style`: authoring-assistant conventions of prose (only the `style`, `prose` and `all` presets);
 * `prose`: the words of a page, spelling and terminology (the `prose`, `strict` and `all` presets).
 */
export type RuleCategory = 'config' | 'navigation' | 'page' | 'style' | 'prose';

export interface SourceLocation {
  start: Position;
  end: Position;
}

/** One replacement of the text in `[range[0], range[1])` (UTF-16 offsets into the file's text). */
export interface TextEdit {
  range: [number, number];
  text: string;
}

export type RuleOptions = Record<string, unknown>;

/** What a rule module declares about itself; everything a preset, a doc or a formatter needs. */
export interface RuleMeta<O extends RuleOptions = RuleOptions> {
  id: string;
  description: string;
  category: RuleCategory;
  /** Severity in the `recommended` preset; `off` keeps the rule out of it. */
  defaultSeverity: SeverityName;
  fixable: boolean;
  /** Reports may carry suggestions (`ReportDescriptor.suggest`): edits the user chooses, never applied by `--fix`. */
  hasSuggestions?: boolean;
  /** Filled in by `createRule` from the rule id. */
  docsUrl: string;
  /** Message templates; `{{name}}` placeholders are filled from a report's `data`. */
  messages: Record<string, string>;
  defaultOptions: O;
  /** JSON Schema of the options object (validated with ajv when the config is loaded). */
  optionsSchema: Record<string, unknown>;
  /**
   * The rule runs rules of another tool (a team's Vale styles) and reports each under that
   * tool's own id (`ReportDescriptor.ruleId`, `Style.Rule`). Those ids hold a dot, which docs-lint's never do.
   */
  reportsForeignIds?: boolean;
}

export interface ReportDescriptor {
  messageId: string;
  data?: Record<string, string | number>;
  /** A node with a `loc` (JSON or markdown AST), or an explicit location. */
  node?: { loc?: SourceLocation | null; position?: unknown } | null;
  loc?: SourceLocation | Position;
  /** Report against another file of the site (absolute path); defaults to the file being linted. */
  filePath?: string;
  fix?: TextEdit[] | null;
  /**
   * Edits the user may choose (a spelling's candidates), each with what it does; never applied by
   * `--fix`. The rule declares `meta.hasSuggestions`.
   */
  suggest?: ReportSuggestion[];
  /**
   * Only for a rule with `reportsForeignIds` (every other report has its rule's severity, as in
   * ESLint, so that the editor and the CLI agree): `warn` keeps a foreign warning below an error;
   * `info` is a note never counted as a problem. ESLint cannot lower one report, so there it
   * takes the rule's severity.
   */
  severity?: 'warn' | 'info';
  /**
   * For a rule with `reportsForeignIds`: the id the report carries instead of the rule's own
   * (`Google.Passive`). Inline directives, the baseline, SARIF and the cache see this id.
   */
  ruleId?: string;
}

export interface ReportSuggestion {
  /** What the edit does, as a sentence: `Replace "recieve" with "receive".` */
  desc: string;
  fix: TextEdit[];
}

/** Where a JSON node sits in docs.json: object keys and array indexes from the root. */
export type JsonPath = ReadonlyArray<string | number>;

export interface JsonVisitInfo {
  path: JsonPath;
  parent: AnyNode | null;
}

export interface RuleContext<O extends RuleOptions = RuleOptions> {
  ruleId: string;
  options: O;
  /** Absolute path of the file being linted. */
  filePath: string;
  sourceText: string;
  site: ProjectIndex;
  settings: LintSettings;
  /** Set while a page is linted; undefined for docs.json. */
  page?: PageUnderLint;
  report(descriptor: ReportDescriptor): void;
  /**
   * Runs `check` once every page of the site has been read, when cross-file facts (each page's
   * anchors) are complete; its reports belong to this file and obey its inline directives. Keep
   * what `check` closes over small: it outlives the page's tree. Reports made here carry no fixes.
   */
  afterAllPages(check: () => void): void;
}

/** What page rules know about the page being linted, beside its tree. */
export interface PageUnderLint {
  /** POSIX path relative to the site root. */
  relativePath: string;
  /** Under `snippets/` or `_snippets/`: a fragment, not a page. */
  isSnippet: boolean;
  frontMatter?: FrontMatter;
  /**
   * The id the site generator gives a Markdown heading the walk has reached, as the page's anchors
   * record it (`link-internal-exists` checks fragments against them); undefined when it gets none.
   */
  headingAnchor?(node: object): { id: string; base: string } | undefined;
}

/**
 * Visitors keyed by node type: momoa's JSON node types (`Document`, `Object`, `Member`, `Array`,
 * `String`, ...), their `:exit` variants, and the engine's navigation events.
 */
export type Visitor = (node: any, info: any) => void;
export type Visitors = Record<string, Visitor>;

export interface Rule<O extends RuleOptions = RuleOptions> {
  meta: RuleMeta<O>;
  create(context: RuleContext<O>): Visitors;
}

export interface LintSettings {
  /** Extra component names the site allows (page rules). */
  components: string[];
}

/** One file's result, in ESLint's `LintResult` shape (what `--format json` prints). */
export interface LintResult {
  filePath: string;
  messages: LintMessage[];
  suppressedMessages: LintMessage[];
  errorCount: number;
  fatalErrorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
  usedDeprecatedRules: never[];
  /** Fixed text, when `--fix` changed the file. */
  output?: string;
}

export type { AnyNode, DocumentNode };
