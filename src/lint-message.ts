/**
 * The shapes of what docs-lint reports, in ESLint's terms. They depend on nothing, so the parsers
 * and the site reader can build messages without importing the rule API.
 */

export type SeverityName = 'off' | 'warn' | 'error';
/** ESLint's numeric severities; 0 carries info-level notes (never counted as a problem). */
export type SeverityLevel = 0 | 1 | 2;

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units like ESLint. */
  column: number;
}

export interface FixSummary {
  range: [number, number];
  text: string;
}

/** A fix the user may choose, in ESLint's shape: never applied by `--fix`. */
export interface SuggestionSummary {
  desc: string;
  fix: FixSummary;
}

/** One problem, in ESLint's `LintMessage` shape. */
export interface LintMessage {
  ruleId: string | null;
  severity: SeverityLevel;
  message: string;
  messageId?: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  fix?: FixSummary;
  /** Edits to choose from (a spelling's candidates), as ESLint's `suggestions`. */
  suggestions?: SuggestionSummary[];
  fatal?: true;
  nodeType?: string;
}
