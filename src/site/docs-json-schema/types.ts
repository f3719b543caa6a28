/**
 * The descriptor language in which docs.json's schemas are written (as data, in `legacy.ts`,
 * `current.ts` and `current-navigation.ts`). The `config-schema` rule interprets it; the docs
 * tables are generated from it. It is small on purpose:
 * - `string` (with an optional `format`, `pattern` or `minLength`), `number`, `boolean`, `any`;
 * - `enum` of strings;
 * - `never`: a key the generator refuses at this place, with the reason;
 * - `array` of an item schema, with optional length bounds and unique items;
 * - `object` with properties, required keys, conditional requirements and forbidden keys, a policy
 *   for keys it does not list, and optionally a set of keys of which it may hold only one;
 * - `map`: an object whose keys are free (or from a list) and whose values share one schema;
 * - `union` of schemas of different JSON types: the branch is chosen by the value's JSON type;
 * - `select` of object schemas: the branch is chosen by a key of the object (its value, or that it is there).
 */

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface SchemaBase {
  /** JSON text of a sample value, used in "add it, e.g. ..." hints. */
  example?: string;
  /** How the expected value reads in type messages ("a navigation group"); derived from the kind when absent. */
  noun?: string;
  /**
   * A schema documented in a table of its own (a navigation division): tables that meet it link
   * to that table instead of expanding it, which also ends the recursion of nested navigation.
   */
  title?: string;
  /** What a reader loses when this key is misspelt (the generator drops the misspelt key silently). */
  lostWhenMisspelt?: string;
}

/**
 * - `hex-color`: `#RGB` or `#RRGGBB`;
 * - `user-pass`: `usernameName:passwordName`;
 * - `uri`: an absolute URL (`new URL()` accepts it);
 * - `https-url`: an absolute `https:` URL;
 * - `href`: a link target: a path starting with `/`, a `#fragment`, `mailto:` or an absolute URL.
 */
export type StringFormat = 'hex-color' | 'user-pass' | 'uri' | 'https-url' | 'href';

export interface StringPattern {
  /** Source of the regular expression the whole value must match. */
  regex: string;
  /** How the rule reads in a message: "`path` must {{says}}, not `value`". */
  says: string;
}

export interface StringSchema extends SchemaBase {
  kind: 'string';
  format?: StringFormat;
  pattern?: StringPattern;
  minLength?: number;
}

export interface EnumSchema extends SchemaBase {
  kind: 'enum';
  values: readonly string[];
  /** A long value set documented once, under this name ("code theme"), rather than in every table cell. */
  setName?: string;
}

export interface NumberSchema extends SchemaBase {
  kind: 'number';
}

export interface BooleanSchema extends SchemaBase {
  kind: 'boolean';
}

/** Any JSON value; nothing below it is checked. */
export interface AnySchema extends SchemaBase {
  kind: 'any';
}

/** No value is accepted here: the generator rejects the key at this place. */
export interface NeverSchema extends SchemaBase {
  kind: 'never';
  /** Why, and what to do instead: completes "`path` is not allowed here: ...". */
  reason: string;
}

export interface ArraySchema extends SchemaBase {
  kind: 'array';
  /** Schema of every element; unchecked when absent. */
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  /** What to do when the array is shorter than `minItems` (completes "`path` is empty: ..."). */
  emptyHint?: string;
  /** Items must not repeat: string items by value, object items by the string under `key`. */
  unique?: { key?: string; what: string };
}

/**
 * What an object does with keys its `properties` do not list:
 * - `error`: report each one (with the closest known key when one is near);
 * - `dropped`: the same, saying that the generator drops such keys silently (current shape);
 * - `ignore`: accept it silently (free-form objects).
 */
export type UnknownKeyPolicy = 'error' | 'dropped' | 'ignore';

/** A sibling key's state that turns on extra requirements in an object. */
export interface Condition {
  key: string;
  /** The sibling is a string equal to one of these. */
  equals?: readonly string[];
  /** With `equals`: a missing sibling also counts (the sibling's default is in `equals`). */
  orMissing?: boolean;
  /** The sibling is absent. */
  missing?: boolean;
  /** The sibling is present (with any value). */
  present?: boolean;
  /** The sibling has this JSON type. */
  isType?: JsonType;
}

export interface Conditional {
  /** One condition, or several that must all hold. */
  when: Condition | readonly Condition[];
  /** How the condition reads in a message ("when ..."); generated from `when` when absent. */
  because?: string;
  /** Keys that become required. */
  required?: readonly string[];
  /** Property schemas that replace the base ones while the condition holds. */
  properties?: Readonly<Record<string, Schema>>;
  /** Keys that must not be there while the condition holds... */
  forbids?: readonly string[];
  /** ...and why, with what to do: completes "`path` is not allowed when {{because}}: ...". */
  forbidHint?: string;
}

/** Keys of which an object holds at most one (and, when `required`, exactly one), in the generator's order of preference. */
export interface OneOfKeys {
  keys: readonly string[];
  required?: boolean;
  /** What the object is, with its article, in messages ("a tab", "an anchor", "the navigation"). */
  noun: string;
  /** Whether the children it drops can move to a sibling of their own (not so for the one navigation). */
  hasSiblings: boolean;
  /** Completes "add one, e.g. ..." when `required` and none is there. */
  example?: string;
}

export interface ObjectSchema extends SchemaBase {
  kind: 'object';
  properties: Record<string, Schema>;
  required?: readonly string[];
  conditions?: readonly Conditional[];
  unknownKeys: UnknownKeyPolicy;
  /** What a key of this object names, in messages ("key" unless told). */
  keyNoun?: string;
  /** Keys that belong to the newer docs.json shape: reported as such in a legacy file. */
  otherShapeKeys?: readonly string[];
  /** Keys of the legacy mint.json shape in a current docs.json, with what replaces each (empty when nothing does). */
  legacyKeys?: Readonly<Record<string, string>>;
  /** Keys the generator does not read here though writers use them, with what to do instead. */
  misusedKeys?: Readonly<Record<string, string>>;
  oneOf?: OneOfKeys;
}

/** An object of free keys (or keys from `keys`) whose values all have the schema `values`. */
export interface MapSchema extends SchemaBase {
  kind: 'map';
  values: Schema;
  keys?: readonly string[];
  /** What a key names, in messages ("platform"). */
  keyNoun?: string;
}

export interface UnionSchema extends SchemaBase {
  kind: 'union';
  /** At most one option per JSON type: the value's type picks the option. */
  options: readonly Schema[];
}

/** An object in one of several forms, told apart by one of its keys (`type`, or whether `heading` is there). */
export interface SelectSchema extends SchemaBase {
  kind: 'select';
  options: ReadonlyArray<{ when: Condition; schema: ObjectSchema; label: string }>;
  /** The form when no option's condition holds... */
  otherwise: ObjectSchema;
  /** ...and how the docs name it; a fallback that only catches mistakes has none and is not documented. */
  otherwiseLabel?: string;
}

export type Schema =
  | StringSchema
  | EnumSchema
  | NumberSchema
  | BooleanSchema
  | AnySchema
  | NeverSchema
  | ArraySchema
  | ObjectSchema
  | MapSchema
  | UnionSchema
  | SelectSchema;
