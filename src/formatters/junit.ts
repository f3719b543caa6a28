import { escape } from 'html-escaper';
import type { Formatter } from './formatter-types.js';
import { relativePath } from './formatter-types.js';
import { reporterOf, severityOf } from './report-summary.js';

const SEVERITY_WORDS = { 2: 'error', 1: 'warning' } as const;

/**
 * Characters XML 1.0 cannot carry at all, even escaped (C0 controls but tab and newlines, lone
 * surrogates, U+FFFE/U+FFFF): a page may hold them, and one would make the whole report unreadable.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlText(value: string): string {
  return escape(value.replace(NOT_XML, '\uFFFD'));
}

/** Attribute values are normalised by XML parsers (a raw newline reads back as a space): keep them as references. */
function xmlAttribute(value: string): string {
  return xmlText(value).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/**
 * JUnit XML, as Jenkins, GitLab and Azure Pipelines read it: one test case per linted file, named by
 * its path; each error or warning a `<failure>` of it (the rule id as its type); a file that does not
 * parse an `<error>`. Info notes are not failures and are left out. `failures` and `errors` count
 * test cases, as JUnit does; times are 0, since docs-lint does not time files one by one.
 */
export const junit: Formatter = (results, context) => {
  let failures = 0;
  let errors = 0;
  const cases: string[] = [];
  for (const result of results) {
    const file = relativePath(context.cwd, result.filePath, true);
    const children: string[] = [];
    let failed = false;
    let broken = false;
    for (const message of result.messages) {
      const severity = severityOf(message);
      if (severity === 0) continue;
      const ruleId = reporterOf(message);
      const where = `${file}:${message.line}:${message.column}`;
      const element = message.fatal ? 'error' : 'failure';
      if (message.fatal) broken = true;
      else failed = true;
      children.push(
        `      <${element} message="${xmlAttribute(message.message)}" type="${xmlAttribute(ruleId)}">` +
          `${xmlText(`${where}: ${SEVERITY_WORDS[severity]}: ${message.message} (${ruleId})`)}</${element}>`,
      );
    }
    if (broken) errors++;
    else if (failed) failures++;
    const attributes = `name="${xmlAttribute(file)}" classname="docs-lint" file="${xmlAttribute(file)}" time="0"`;
    cases.push(children.length === 0 ? `    <testcase ${attributes}/>` : `    <testcase ${attributes}>\n${children.join('\n')}\n    </testcase>`);
  }
  const counts = `tests="${results.length}" failures="${failures}" errors="${errors}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="docs-lint" ${counts} time="0">`,
    `  <testsuite name="docs-lint" ${counts} skipped="0" time="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
};
