import GithubSlugger from 'github-slugger';
import type { Node } from 'mdast';
import { attributeValue, isJsxElement, type JsxElement } from './jsx-elements.js';
import { nodeText } from './node-text.js';

/** The `#fragment`s a page answers to: what an internal link's fragment is checked against. */
export interface PageAnchors {
  anchors: ReadonlySet<string>;
  /**
   * False when some heading's text is an expression only the site generator can render: its
   * anchor is unknown, so a fragment that matches nothing may still be right.
   */
  complete: boolean;
}

const PARAM_NAME_ATTRIBUTES = ['path', 'body', 'query', 'header'];

/**
 * Collects a page's anchors during the engine's one walk: each heading's GitHub-style slug (a
 * repeated heading gets `-1`, `-2`, … as on GitHub), each JSX element's literal `id`, and the
 * `param-<name>` anchor of each `<ParamField>`.
 */
export class PageAnchorCollector {
  private readonly slugger = new GithubSlugger();
  private readonly anchors = new Set<string>();
  private complete = true;

  observe(node: Node): void {
    if (node.type === 'heading') {
      const { text, dynamic } = nodeText(node as never);
      if (dynamic) this.complete = false;
      this.anchors.add(this.slugger.slug(text.trim()));
    } else if (isJsxElement(node)) {
      if (node.name === 'ParamField') this.addParamAnchor(node);
      const id = attributeValue(node, 'id');
      if (id.kind === 'string' || id.kind === 'literal') {
        if (typeof id.value === 'string' && id.value !== '') this.anchors.add(id.value);
      } else if (id.kind === 'expression') {
        this.complete = false;
      }
    }
  }

  /** The generator gives each `<ParamField>` the anchor `#param-<name>`; pages link to it. */
  private addParamAnchor(node: JsxElement): void {
    for (const attribute of PARAM_NAME_ATTRIBUTES) {
      const name = attributeValue(node, attribute);
      if (name.kind === 'string' && name.value !== '') this.anchors.add(`param-${name.value.toLowerCase()}`);
    }
  }

  /**
   * The page's anchors. Each string is copied out of the page's text: a substring can keep the
   * whole text it was cut from alive, and the anchors outlive the page.
   */
  result(): PageAnchors {
    return { anchors: new Set([...this.anchors].map(detachString)), complete: this.complete };
  }
}

/** A page's anchors as plain data: what worker threads exchange and the result cache stores. */
export interface PageAnchorsData {
  anchors: string[];
  complete: boolean;
}

export function anchorsToData(anchors: PageAnchors | null | undefined): PageAnchorsData | null {
  return anchors ? { anchors: [...anchors.anchors], complete: anchors.complete } : null;
}

export function anchorsFromData(data: PageAnchorsData | null): PageAnchors | null {
  return data ? { anchors: new Set(data.anchors), complete: data.complete } : null;
}

/**
 * A copy of `text` that shares no memory with the string it was cut from (V8 keeps the parent of a
 * substring alive for as long as the substring lives).
 */
export function detachString(text: string): string {
  // Shorter strings are always copied when cut; a JSON round trip makes a new, flat string.
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}
