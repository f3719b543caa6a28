/**
 * The generator reads front matter with a lenient, older YAML parser (js-yaml 3/4 era, through
 * gray-matter) that takes a value continued on lines that start at column 1, where js-yaml 3 and 4
 * only warn: a quoted value, or a flow list or mapping.
 *
 *     description: "First line
 *     second line"
 *     keywords: [auth, tokens,
 *     sessions]
 *
 * YAML 1.2 and js-yaml 5 refuse both. The live page has those values, so docs-lint reads them the
 * same way: the continuation lines indented, which leaves each value as the generator reads it.
 */

/** Where a value is while it runs on: inside a quote, and how many flow brackets are open. */
interface Open {
  quote?: string;
  depth: number;
}

/** The YAML with the unindented continuation lines of quoted and flow values indented; undefined when there are none. */
export function indentQuotedContinuations(yaml: string): string | undefined {
  const lines = yaml.split('\n');
  let open: Open | undefined;
  let changed = false;
  const out = lines.map((line) => {
    if (open) {
      const indented = line.length > 0 && !/^[ \t]/.test(line) ? `  ${line}` : line;
      changed ||= indented !== line;
      open = runOn(line, open);
      return indented;
    }
    const start = line.match(/^(["']?)[^"':#\s][^"':]*\1[ \t]*:[ \t]*(?=["'[{])/);
    if (start) open = runOn(line.slice(start[0].length), { depth: 0 });
    return line;
  });
  return changed ? out.join('\n') : undefined;
}

/** The state after `text`: undefined once the quote is closed and every bracket too. */
function runOn(text: string, state: Open): Open | undefined {
  let { quote, depth } = state;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (quote === '"' && char === '\\') i++;
      else if (quote === "'" && char === "'" && text[i + 1] === "'") i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '[' || char === '{') {
      depth++;
    } else if (char === ']' || char === '}') {
      depth--;
    } else if (char === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      break;
    }
  }
  return quote || depth > 0 ? { quote, depth } : undefined;
}
