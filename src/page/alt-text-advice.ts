/**
 * What `image-alt-text` suggests for one image, from the image's own context: its file name when
 * that names what it shows (`api-key-dialog.png`), else its `<Frame>` caption, else the heading of
 * its section; nothing when none of them says anything. One example for every image of a page
 * would be copied, word for word, onto images it does not describe.
 */
import path from 'node:path';
import { attributeText } from './accessible-name.js';
import { findAttribute, valueOf, type JsxElement, type MdNode } from './jsx-elements.js';

export interface ImageContext {
  url?: string;
  /** The caption of the `<Frame>` around the image. */
  caption?: string;
  /** The text of the last heading before the image. */
  heading?: string;
}

/** How the example is written: in a markdown image, as an `alt="…"` attribute, or as plain quoted text. */
export type ExampleForm = 'markdown' | 'attribute' | 'text';

/** The words that only say "this is an image", or a theme, size or version of one. */
const EMPTY_WORDS = new Set(['image', 'images', 'img', 'screenshot', 'screen', 'shot', 'pic', 'picture', 'photo', 'graphic', 'figure', 'light', 'dark', 'final', 'copy', 'new', 'old', 'large', 'small', 'thumb', 'thumbnail']);
const CAMERA_OR_TOOL = /^(img|image|dsc[nf]?|pxl|photo|vid|screenshot|screen ?shot|cleanshot|capture|snip)[ _-]?\d/i;
const ACRONYMS = new Map(['api', 'apis', 'cli', 'sdk', 'ui', 'url', 'id', 'json', 'html', 'css', 'ssh', 'ssl', 'dns', 'ip', 'sso', 'saml', 'oauth', 'jwt', 'aws', 'gcp', 'ci', 'cd', 'pr', 'mcp', 'ai', 'llm', 'ide'].map((word) => [word, word === 'oauth' ? 'OAuth' : word === 'apis' ? 'APIs' : word.toUpperCase()]));

/** ", such as …" / ", beyond …" / ", for a reader of …": what follows "describe what it shows" (empty when the image's context says nothing). */
export function altTextAdvice(context: ImageContext, form: ExampleForm): string {
  const example = context.url === undefined ? undefined : exampleFromFileName(context.url);
  if (example) {
    const written = form === 'markdown' ? `![${example}](${context.url})` : form === 'attribute' ? `alt="${example}"` : `"${example}"`;
    return `, such as ${written} if that is what it shows`;
  }
  if (context.caption) return `, beyond what its caption "${context.caption}" says`;
  if (context.heading) return `, for a reader of the section "${context.heading}" who cannot see it`;
  return '';
}

/** `/images/api-key-dialog.png` → `API key dialog`; undefined for a name of fewer than two words that say something. */
export function exampleFromFileName(url: string): string | undefined {
  let name = url.replace(/[?#].*$/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A stray `%`: the name as written.
  }
  name = path.posix.basename(name).replace(/\.[a-z0-9]+$/i, '');
  if (CAMERA_OR_TOOL.test(name)) return undefined;
  const words = name
    .split(/[-_.\s@+]+/)
    .filter((word) => /^[\p{L}]+$/u.test(word) && !EMPTY_WORDS.has(word.toLowerCase()) && !/^[0-9a-f]{8,}$/i.test(word));
  if (words.length < 2) return undefined;
  const cased = words.map((word) => (word === word.toLowerCase() ? (ACRONYMS.get(word) ?? word) : word));
  return cased[0].charAt(0).toUpperCase() + cased[0].slice(1) + (cased.length > 1 ? ` ${cased.slice(1).join(' ')}` : '');
}

/** The caption of the nearest `<Frame caption="…">` around the image. */
export function frameCaption(ancestors: readonly MdNode[]): string | undefined {
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const node = ancestors[index] as JsxElement;
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Frame') continue;
    const caption = findAttribute(node, 'caption');
    const text = caption ? attributeText(valueOf(caption))?.trim().replace(/\s+/g, ' ') : undefined;
    return text || undefined;
  }
  return undefined;
}
