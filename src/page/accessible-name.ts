/**
 * What the source says about the accessible name of one JSX element, as far as it can without
 * running the page: named (by `aria-label`, `aria-labelledby` or `title`), left out of the
 * accessibility tree on purpose, unknown (a spread or an expression may supply it), or not named.
 */
import { findAttribute, hasSpreadAttribute, valueOf, type AttributeValue, type JsxElement } from './jsx-elements.js';

export type NameState =
  /** A non-empty name is written, or an expression that may hold one. */
  | 'named'
  /** `aria-hidden="true"`, `hidden`, or `role="presentation"`/`"none"`: the author took it out of the tree. */
  | 'hidden'
  /** `{...props}` may carry any attribute. */
  | 'unknown'
  /** Name attributes are there, all empty. */
  | 'empty'
  | 'missing';

const NAME_ATTRIBUTES = ['aria-label', 'aria-labelledby', 'title'] as const;

/** Whether a boolean attribute is on: undefined for an expression, whose value only the running page knows. */
function isOn(value: AttributeValue): boolean | undefined {
  switch (value.kind) {
    case 'absent':
      return false;
    case 'shorthand':
      return true;
    case 'string':
      return value.value.trim().toLowerCase() !== 'false';
    case 'literal':
      return value.value !== false && value.value !== null && String(value.value).trim().toLowerCase() !== 'false';
    default:
      return undefined;
  }
}

/** The text an attribute was given (`''` when written bare or as null/false); undefined for an expression. */
export function attributeText(value: AttributeValue): string | undefined {
  if (value.kind === 'string') return value.value;
  if (value.kind === 'literal') return value.value === null || value.value === false ? '' : String(value.value);
  if (value.kind === 'shorthand') return '';
  return undefined;
}

function attributeOf(element: JsxElement, name: string): AttributeValue {
  const found = findAttribute(element, name);
  return found ? valueOf(found) : { kind: 'absent' };
}

/**
 * The element is out of the accessibility tree because its author said so (`aria-hidden`, `hidden`,
 * `role="presentation"` or `"none"`). An expression in one of them may say so when the page runs,
 * and gets the benefit of the doubt.
 */
export function isHiddenFromAssistiveTech(element: JsxElement): boolean {
  if (isOn(attributeOf(element, 'aria-hidden')) !== false) return true;
  if (isOn(attributeOf(element, 'hidden')) !== false) return true;
  const role = attributeOf(element, 'role');
  const roleText = attributeText(role);
  return roleText === undefined ? role.kind !== 'absent' : /^(presentation|none)$/i.test(roleText.trim());
}

export function accessibleNameState(element: JsxElement): NameState {
  if (isHiddenFromAssistiveTech(element)) return 'hidden';
  let written = false;
  for (const name of NAME_ATTRIBUTES) {
    const attribute = findAttribute(element, name);
    if (!attribute) continue;
    written = true;
    const text = attributeText(valueOf(attribute));
    if (text === undefined || text.trim() !== '') return 'named';
  }
  if (hasSpreadAttribute(element)) return 'unknown';
  return written ? 'empty' : 'missing';
}
