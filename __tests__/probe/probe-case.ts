/** One case of the style probe: a page body with a defect of one style rule, or a correct look-alike. */
export type ProbeRule = 'style-active-voice' | 'style-present-tense' | 'style-second-person' | 'style-numbered-steps';

export interface ProbeCase {
  rule: ProbeRule;
  /** A defect the rule reports, or a correct look-alike the rule leaves alone. */
  defect: boolean;
  /** The page body (the runner adds front matter). */
  body: string;
  /** For a defect: text the report starts at (the report's line and column are checked against it). */
  at?: string;
  /** The page's path, when its genre matters (a changelog, legal text). */
  path?: string;
  /** The page's title, when it matters. */
  title?: string;
}

export const defect = (rule: ProbeRule, body: string, at?: string, page: Partial<ProbeCase> = {}): ProbeCase => ({ rule, defect: true, body, at, ...page });
export const lookAlike = (rule: ProbeRule, body: string, page: Partial<ProbeCase> = {}): ProbeCase => ({ rule, defect: false, body, ...page });
