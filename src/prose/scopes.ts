/**
 * Scopes that several readers share. Each reader may pick its own from a unit's kind and context;
 * these are the ones the project's rules use.
 */

import type { ProseContext } from './context.js';
import type { ProseVisitorOptions } from './visitors.js';

/**
 * The writer's own running prose, which the style rules read: paragraphs, headings, table cells
 * and the text of components, outside block quotes (someone else's words) and outside components
 * that show code or API examples, or a prompt to copy. Front matter, alt text and attributes are labels, not sentences.
 */
export const STYLE_SCOPE: Required<Pick<ProseVisitorOptions, 'kinds' | 'include'>> = {
  kinds: ['paragraph', 'heading', 'tableCell', 'text'],
  // A <Prompt> holds text the reader copies into an LLM: addressed to the model, in its own register.
  include: (context: ProseContext) => !context.blockquote && !context.codeExample && !context.components.includes('Prompt'),
};
