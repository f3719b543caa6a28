/**
 * The docs pages' lists of what `config-schema` checks, generated from the schema data (never kept
 * by hand): `npm run readme` writes them, and the meta-test fails when a page differs.
 */
import { currentSchema, legacySchema } from './index.js';
import { joinWords, withArticle } from './describe.js';
import type { Condition, Conditional, ObjectSchema, Schema } from './types.js';

interface Row {
  key: string;
  /** The form of a `select` object the key belongs to ("`type` is `github`"). */
  form?: string;
  type: string;
  required: string;
}

/** Escapes what MDX would read as markup outside code spans, and the table's `|`. */
function cell(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('')
    .replace(/\|/g, '\\|');
}

/** `#tab-objects`: where a titled schema's table is, on the same page. */
export function tableAnchor(title: string): string {
  return `${title} objects`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const code = (values: readonly string[]) => values.map((value) => `\`${value}\``);

const FORMATS: Record<string, string> = {
  'hex-color': 'hex colour (`#RGB` or `#RRGGBB`)',
  'user-pass': '`usernameName:passwordName` string',
  uri: 'absolute URL',
  'https-url': '`https://` URL',
  href: 'link (a path from `/`, a `#fragment`, `mailto:` or a URL)',
};

/** How a schema reads in a table's type column. */
export function docType(schema: Schema): string {
  if (schema.title !== undefined) return `[${schema.title} object](#${tableAnchor(schema.title)})`;
  switch (schema.kind) {
    case 'string': {
      const base = schema.minLength === 1 ? 'non-empty string' : schema.minLength ? `string of at least ${schema.minLength} characters` : 'string';
      if (schema.format) return FORMATS[schema.format];
      return schema.pattern ? `${base} that must ${schema.pattern.says}` : base;
    }
    case 'enum':
      return schema.setName ? `a ${schema.setName} (see [value sets](#value-sets))` : joinWords(code(schema.values));
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'any':
      return 'any value (not checked)';
    case 'never':
      return `not allowed: ${schema.reason}`;
    case 'array': {
      const bounds =
        schema.minItems && schema.maxItems ? ` (${schema.minItems} to ${schema.maxItems} items)` : schema.minItems ? ` (at least ${schema.minItems})` : schema.maxItems ? ` (at most ${schema.maxItems})` : '';
      const unique = schema.unique ? `, each ${schema.unique.what} once` : '';
      const items = schema.items ? docType(schema.items) : 'anything';
      return `array of ${schema.items?.kind === 'union' ? `(${items.replace(/ \*\*or\*\* /g, ' or ')})` : items}${bounds}${unique}`;
    }
    case 'map': {
      const keys = schema.keys ? `; ${schema.keyNoun ?? 'key'}s: ${code(schema.keys).join(', ')}` : '';
      return `object of ${schema.keyNoun ?? 'any key'} → ${docType(schema.values)}${keys}`;
    }
    case 'union':
      return schema.options.map(docType).join(' **or** ');
    case 'select':
      return 'object, in one of the forms the table lists';
    case 'object':
      return Object.keys(schema.properties).length === 0 && schema.unknownKeys === 'ignore' ? 'object (not checked inside)' : 'object';
  }
}

function staticCondition(conditional: Conditional): string {
  if (conditional.because !== undefined) return conditional.because;
  const conditions: readonly Condition[] = Array.isArray(conditional.when) ? conditional.when : [conditional.when as Condition];
  return conditions
    .map(({ key, equals, orMissing, missing, present, isType }) => {
      if (missing) return `\`${key}\` is not set`;
      if (present) return `\`${key}\` is set`;
      if (isType) return `\`${key}\` is ${isType === 'object' ? 'an object' : `a ${isType}`}`;
      return `\`${key}\` is ${joinWords(code(equals ?? []))}${orMissing ? ' or not set' : ''}`;
    })
    .join(' and ');
}

function requiredCell(schema: ObjectSchema, key: string): string {
  if (schema.required?.includes(key)) return 'yes';
  const when = (schema.conditions ?? []).filter((conditional) => conditional.required?.includes(key)).map(staticCondition);
  return when.length > 0 ? `when ${when.join(', or when ')}` : '';
}

/** The rows of an object's keys, and of the keys below them, down to titled schemas (which have tables of their own). */
function rowsOf(schema: ObjectSchema, prefix: string, rows: Row[], form?: string): Row[] {
  for (const [key, property] of Object.entries(schema.properties)) {
    const at = prefix === '' ? key : `${prefix}.${key}`;
    rows.push({ key: at, form, type: docType(property), required: requiredCell(schema, key) });
    rowsBelow(property, at, rows, form);
  }
  return rows;
}

function rowsBelow(schema: Schema, at: string, rows: Row[], form?: string): void {
  if (schema.title !== undefined) return;
  switch (schema.kind) {
    case 'object':
      rowsOf(schema, at, rows, form);
      return;
    case 'array':
      if (schema.items) rowsBelow(schema.items, `${at}[]`, rows, form);
      return;
    case 'map':
      rowsBelow(schema.values, `${at}.*`, rows, form);
      return;
    case 'union':
      for (const option of schema.options) rowsBelow(option, at, rows, form);
      return;
    case 'select':
      // A form shared by two conditions is listed once; the fallback form only when it has a label.
      for (const { schema: shape, label } of [...schema.options, { schema: schema.otherwise, label: schema.otherwiseLabel }]) {
        if (label === undefined || rows.some((row) => row.key === at && row.form === label)) continue;
        rows.push({ key: at, form: label, type: 'object', required: '' });
        rowsOf(shape, at, rows, label);
      }
      return;
    default:
      return;
  }
}

/** Bullets for what an object checks beyond its keys' own types. */
function notesOf(schema: ObjectSchema): string[] {
  const notes: string[] = [];
  if (schema.oneOf) {
    const { keys, required } = schema.oneOf;
    notes.push(
      `Holds ${required ? 'exactly' : 'at most'} one of ${joinWords(code(keys))}. With two, the generator keeps the first in this order and drops the rest without a word; docs-lint reports it.`,
    );
  }
  for (const conditional of schema.conditions ?? []) {
    if (conditional.forbids?.length) notes.push(`${joinWords(code(conditional.forbids))}: not allowed when ${staticCondition(conditional)}. Why: ${conditional.forbidHint ?? ''}`);
  }
  for (const [key, instead] of Object.entries(schema.misusedKeys ?? {})) notes.push(`\`${key}\`: not read here. ${instead}`);
  for (const [key, instead] of Object.entries(schema.legacyKeys ?? {})) notes.push(`\`${key}\`: a key of the legacy shape, not read here. ${instead}`);
  return notes;
}

function table(rows: readonly Row[]): string {
  return ['| Key | Type or allowed values | Required |', '|---|---|---|', ...rows.map((row) => `| \`${row.key}\`${row.form ? ` (${cell(row.form)})` : ''} | ${cell(row.type)} | ${cell(row.required)} |`)].join('\n');
}

function section(heading: string, schema: ObjectSchema, intro: string): string {
  const notes = notesOf(schema).map((note) => `- ${cell(note)}`);
  return [`### ${heading}`, '', intro, '', table(rowsOf(schema, '', [])), ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}

/** Every schema reachable from `root`, each once, breadth first (the order its tables come in). */
function reachable(root: Schema): Schema[] {
  const found: Schema[] = [root];
  for (let i = 0; i < found.length; i++) {
    const schema = found[i];
    const children: Schema[] =
      schema.kind === 'object'
        ? Object.values(schema.properties)
        : schema.kind === 'array'
          ? (schema.items ? [schema.items] : [])
          : schema.kind === 'map'
            ? [schema.values]
            : schema.kind === 'union'
              ? [...schema.options]
              : schema.kind === 'select'
                ? [...schema.options.map((option) => option.schema), schema.otherwise]
                : [];
    for (const child of children) if (!found.includes(child)) found.push(child);
  }
  return found;
}

/** The schemas below `root` that have tables of their own. */
function titledBelow(root: ObjectSchema): ObjectSchema[] {
  return reachable(root).filter((schema): schema is ObjectSchema => schema !== root && schema.kind === 'object' && schema.title !== undefined);
}

/** Value sets too long for a table cell. */
function valueSets(): string {
  const sets = new Map<string, readonly string[]>();
  for (const schema of reachable(currentSchema)) if (schema.kind === 'enum' && schema.setName) sets.set(schema.setName, schema.values);
  const lines = [...sets].sort(([a], [b]) => a.localeCompare(b)).map(([name, values]) => `- A ${name}: ${code(values).join(', ')}.`);
  return ['### Value sets', '', ...lines].join('\n');
}

/** The rule page's full list: the current shape (top level, navigation objects, value sets) and the legacy shape. */
export function configSchemaDocs(): string {
  const titled = (root: ObjectSchema) => titledBelow(root).map((schema) => section(`${schema.title} objects`, schema, `The keys of ${withArticle(schema.title ?? '')} object.`));
  return [
    section('Top level of the current shape', currentSchema, 'Every object is closed: a key not listed here is reported, with the closest known key as a suggestion.'),
    ...titled(currentSchema),
    valueSets(),
    section('Top level of the legacy shape', legacySchema, 'The shape where `navigation` is an array of groups (the legacy `mint.json`).'),
    ...titled(legacySchema),
  ].join('\n\n');
}

/** The configuration page's short list: the current shape's top-level keys. */
export function topLevelDocs(): string {
  const rows = Object.entries(currentSchema.properties).map(([key, property]) => ({ key, type: docType(property), required: requiredCell(currentSchema, key) }));
  return table(rows.map((row) => ({ ...row, type: row.type.replace(/\]\(#/g, '](/rules/config-schema#') })));
}
