/**
 * Vale's comment switches, in MDX (`{/* vale off *\/}`) and in `.md` (`<!-- vale off -->`),
 * wherever they stand (between paragraphs, between JSX siblings, inside a component or a
 * sentence): each applies from its place in the file onward.
 * - `vale off` / `vale on`
 * - `vale Style.Rule = NO` / `= YES`, and `vale Style.Rule["match", "other"] = NO` for some matches
 * - `vale Style = NO` / `= YES` for a whole style
 * - `vale style = Style` / `vale styles = A, B`: only those styles
 */

export type ValeSwitch =
  | { kind: 'off' | 'on'; offset: number }
  | { kind: 'rule'; id: string; enabled: boolean; matches?: string[]; offset: number }
  | { kind: 'style'; style: string; enabled: boolean; offset: number }
  | { kind: 'only'; styles: string[]; offset: number };

const RULE = /^vale\s+([\w-]+\.[\w-]+)(?:\[(.*)\])?\s*=\s*(YES|NO)$/;
const STYLE = /^vale\s+([\w-]+)\s*=\s*(YES|NO)$/;
const ONLY = /^vale\s+styles?\s*=\s*(.+)$/;

/** The switch a comment's text holds, if it is one. */
export function readSwitch(comment: string, offset: number): ValeSwitch | undefined {
  const text = comment.trim();
  if (text === 'vale off') return { kind: 'off', offset };
  if (text === 'vale on') return { kind: 'on', offset };
  let m = RULE.exec(text);
  if (m) {
    const matches = m[2] === undefined ? undefined : [...m[2].matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((q) => q[1] ?? q[2]);
    return { kind: 'rule', id: m[1], enabled: m[3] === 'YES', ...(matches ? { matches } : {}), offset };
  }
  if ((m = ONLY.exec(text)) && !/^(YES|NO)$/.test(m[1].trim())) return { kind: 'only', styles: m[1].split(',').map((s) => s.trim()).filter(Boolean), offset };
  if ((m = STYLE.exec(text))) return { kind: 'style', style: m[1], enabled: m[2] === 'YES', offset };
  return undefined;
}

/** Whether a report of `ruleId` matching `match` at `offset` is switched off by the switches before it. */
export function switchedOff(switches: readonly ValeSwitch[], ruleId: string, match: string, offset: number): boolean {
  let off = false;
  // The latest switch that names this rule, its style, or a set of styles decides.
  let disabled = false;
  const styleName = ruleId.split('.')[0];
  for (const s of switches) {
    if (s.offset > offset) break;
    switch (s.kind) {
      case 'off':
        off = true;
        break;
      case 'on':
        off = false;
        break;
      case 'rule':
        if (s.id === ruleId && (!s.matches || s.matches.includes(match))) disabled = !s.enabled;
        break;
      case 'style':
        if (s.style === styleName) disabled = !s.enabled;
        break;
      case 'only':
        disabled = !s.styles.includes(styleName);
        break;
    }
  }
  return off || disabled;
}
