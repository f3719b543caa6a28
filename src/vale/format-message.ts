/**
 * Vale fills a rule's `message` with Go's `fmt.Sprintf` (through its `CondSprintf`, which lets a
 * message use fewer `%s` than there are values): `%s` takes the next value, `%[2]s` a given one,
 * `%%` is a percent sign, a verb with no value left prints `%!s(MISSING)`, and a verb other than
 * `%s`/`%v`/`%q` prints Go's `%!d(string=…)`. The same text comes out here, so a message reads as
 * it does under Vale.
 */

const VERB = /%([+\-# 0]*)(?:\[(\d+)\])?(\d*)(?:\.(\d*))?([a-zA-Z%]|$)/g;

export function formatValeMessage(message: string, values: readonly string[]): string {
  let next = 0;
  return message.replace(VERB, (whole, flags: string, index: string | undefined, width: string, precision: string | undefined, verb: string) => {
    if (verb === '%' && !index) return '%';
    if (verb === '') return '%!(NOVERB)';
    let argument: string | undefined;
    if (index !== undefined) {
      const at = Number(index) - 1;
      argument = values[at];
      next = at + 1;
      // `CondSprintf`'s own trailing empty value: an index one past the values is an empty string.
      if (argument === undefined && at === values.length) argument = '';
      if (argument === undefined) return `%!${verb}(BADINDEX)`;
    } else {
      argument = values[next++];
      if (argument === undefined) return `%!${verb}(MISSING)`;
    }
    let text: string;
    if (verb === 's' || verb === 'v') text = precision !== undefined ? [...argument].slice(0, Number(precision || 0)).join('') : argument;
    else if (verb === 'q') text = JSON.stringify(argument);
    else return `%!${verb}(string=${argument})`;
    const pad = Number(width || 0) - [...text].length;
    if (pad > 0) text = flags.includes('-') ? text + ' '.repeat(pad) : ' '.repeat(pad) + text;
    void whole;
    return text;
  });
}
