/**
 * The generator reads front matter with a lenient, older YAML parser (js-yaml 3/4 era, through
 * gray-matter) that takes a quoted value continued on lines that start at column 1:
 *
 *     description: "First line
 *     second line"
 *
 * YAML 1.2 and js-yaml 5 refuse it. The live page has that description, so docs-lint reads it the
 * same way: the continuation lines indented, which leaves the value as the generator reads it.
 */

/** The YAML with the unindented continuation lines of quoted values indented; undefined when there are none. */
export function indentQuotedContinuations(yaml: string): string | undefined {
  const lines = yaml.split('\n');
  let open: string | undefined;
  let changed = false;
  const out = lines.map((line) => {
    if (open) {
      const indented = line.length > 0 && !/^[ \t]/.test(line) ? `  ${line}` : line;
      changed ||= indented !== line;
      if (closesQuote(line, open)) open = undefined;
      return indented;
    }
    const start = line.match(/^(["']?)[^"':#\s][^"':]*\1[ \t]*:[ \t]*(["'])/);
    if (start && !closesQuote(line.slice(start[0].length), start[2])) open = start[2];
    return line;
  });
  return changed ? out.join('\n') : undefined;
}

/** True when `text` (the rest of a quoted scalar) holds its closing quote. */
export function closesQuote(text: string, quote: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] !== quote) continue;
    if (quote === "'" && text[i + 1] === "'") {
      i++;
      continue;
    }
    return true;
  }
  return false;
}
