/**
 * How a site frames its images, read from every page once: the classes its `<img>` elements carry
 * and how many `<Frame>` elements it has. A site that gives hundreds of images one class of its own
 * and almost never uses `<Frame>` styles them with that class; image-frame says so once for the
 * site instead of once per image.
 */
import { readPageText } from '../page/read-page-text.js';
import type { ProjectIndex } from './project-index.js';

export interface ImageClass {
  name: string;
  /** `<img>` elements that carry the class. */
  images: number;
  /** Pages that hold at least one of them. */
  pages: number;
}

export interface SiteImageStyle {
  /** Classes that style the site's images in place of `<Frame>`, most used first. */
  styleClasses: readonly ImageClass[];
  /** `<Frame>` elements on the whole site. */
  frames: number;
}

/** At least this many images, on at least two pages, make a class the site's way of styling images. */
const MIN_IMAGES = 10;
/** "Almost no Frame": fewer frames than one for every this many images of the class. */
const IMAGES_PER_FRAME = 10;

const FENCE = /^[ \t>]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t>]*\1[ \t]*$/gm;
const IMG = /<img\b([^>]*)>/gi;
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/;
const FRAME = /<Frame\b/g;

/**
 * Utility classes that place or show an image without framing it: display and visibility (the
 * `block dark:hidden` of a light and dark pair), size, spacing and position, and any variant
 * (`dark:`, `md:`). They say nothing about a frame.
 */
const LAYOUT_CLASS = /:|^(?:block|hidden|inline|inline-block|flex|grid|contents|invisible|visible|not-prose|sr-only|relative|absolute|static|mx-auto|(?:w|h|min-w|max-w|min-h|max-h|size|m|mx|my|mt|mb|ml|mr|p|px|py|pt|pb|pl|pr|object|aspect|float|justify|items|self|z|inset|top|left|right|bottom|gap|align)-.+)$/;

const bySite = new WeakMap<object, SiteImageStyle>();

/** The site's image style, read once per index (pages as they are on disk). */
export function siteImageStyle(site: Pick<ProjectIndex, 'pageFiles' | 'absolutePath'>): SiteImageStyle {
  let style = bySite.get(site);
  if (!style) bySite.set(site, (style = readImageStyle(site)));
  return style;
}

/** The classes of a `class` or `className` value, split on white space. */
export function classNames(value: string): string[] {
  return value.split(/\s+/).filter((name) => name !== '');
}

function readImageStyle(site: Pick<ProjectIndex, 'pageFiles' | 'absolutePath'>): SiteImageStyle {
  const counts = new Map<string, ImageClass>();
  let frames = 0;
  for (const file of site.pageFiles) {
    // As the engine reads a page: a binary, huge or unreadable file holds no images to count.
    const { text } = readPageText(site.absolutePath(file));
    if (text === undefined) continue;
    if (!text.includes('<img') && !text.includes('<Frame')) continue;
    // Code samples show markup; they style nothing.
    const prose = text.replace(FENCE, '');
    frames += prose.match(FRAME)?.length ?? 0;
    const onPage = new Set<string>();
    for (const [, attributes] of prose.matchAll(IMG)) {
      const found = CLASS_ATTRIBUTE.exec(attributes);
      const value = found?.[1] ?? found?.[2] ?? found?.[3];
      if (value === undefined) continue;
      for (const name of new Set(classNames(value))) {
        const entry = counts.get(name) ?? { name, images: 0, pages: 0 };
        counts.set(name, entry);
        entry.images++;
        if (!onPage.has(name)) {
          onPage.add(name);
          entry.pages++;
        }
      }
    }
  }
  const styleClasses = [...counts.values()]
    .filter((entry) => !LAYOUT_CLASS.test(entry.name) && entry.images >= MIN_IMAGES && entry.pages >= 2 && frames * IMAGES_PER_FRAME < entry.images)
    .sort((a, b) => b.images - a.images || a.name.localeCompare(b.name));
  return { styleClasses, frames };
}
