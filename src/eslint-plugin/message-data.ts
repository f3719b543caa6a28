/**
 * docs-lint's runner formats each message from its template; ESLint wants the `messageId` and the
 * `data` instead, so that its output keeps the id. The data is read back out of the formatted
 * message with the template turned into a pattern: whatever it captures, ESLint's interpolation
 * of the template gives back exactly the message (the literal parts are matched exactly, and each
 * repeat of a placeholder must match the same text).
 */
const patterns = new Map<string, { pattern: RegExp; names: string[] } | null>();

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function dataFromMessage(template: string, message: string): Record<string, string> | undefined {
  let compiled = patterns.get(template);
  if (compiled === undefined) {
    compiled = compile(template);
    patterns.set(template, compiled);
  }
  if (!compiled) return undefined;
  const match = compiled.pattern.exec(message);
  if (!match) return undefined;
  const data: Record<string, string> = {};
  compiled.names.forEach((name, index) => {
    data[name] = match[index + 1];
  });
  return data;
}

function compile(template: string): { pattern: RegExp; names: string[] } | null {
  const names: string[] = [];
  let source = '';
  let cursor = 0;
  for (const placeholder of template.matchAll(PLACEHOLDER)) {
    source += escape(template.slice(cursor, placeholder.index));
    const name = placeholder[1];
    const seen = names.indexOf(name);
    if (seen >= 0) {
      source += `\\${seen + 1}`;
    } else {
      names.push(name);
      source += '([^]*?)';
    }
    cursor = placeholder.index! + placeholder[0].length;
  }
  source += escape(template.slice(cursor));
  try {
    return { pattern: new RegExp(`^${source}$`), names };
  } catch {
    return null;
  }
}

function escape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
