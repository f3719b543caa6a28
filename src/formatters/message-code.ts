/** A piece of a message: plain text, or code the message marks with backticks. */
export interface MessagePart {
  code: boolean;
  text: string;
}

/**
 * Messages mark code as Markdown does, between single backticks (`docs.json`). A run of three or
 * more backticks is a code fence the message talks about (```bash): it is code itself, never the
 * start of a span, or "after the opening ```, such as ```bash" would pair the fences across the
 * words between them.
 */
const CODE = /(`{3,}[\w+-]*)|`([^`]+)`/g;

export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(CODE)) {
    if (match.index > last) parts.push({ code: false, text: message.slice(last, match.index) });
    parts.push({ code: true, text: match[1] ?? match[2] });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({ code: false, text: message.slice(last) });
  return parts;
}
