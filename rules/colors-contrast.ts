import type { DocumentNode } from '@humanwhocodes/momoa';
import { contrastRatio, formatRatio, nearestPassingColour } from '../src/contrast/contrast-ratio.js';
import { readThemeColours, type ColourPair, type ThemeColours } from '../src/contrast/theme-colour-pairs.js';
import { createRule } from '../src/rule-kit/create-rule.js';

export default createRule({
  meta: {
    id: 'colors-contrast',
    description: 'The theme colours of the site config stand out from the backgrounds they are shown on, by the contrast ratios the generator\'s accessibility check asks for.',
    category: 'config',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      lowContrast:
        "`{{name}}` {{colour}} has a contrast ratio of {{ratio}}:1 on the {{mode}} background ({{background}}), below the {{threshold}}:1 that the generator's accessibility check (`mint a11y`) asks for. Use {{suggestion}}, the nearest colour of the same hue that reaches it{{both}}.",
      noSameHue:
        "`{{name}}` {{colour}} has a contrast ratio of {{ratio}}:1 on the {{mode}} background ({{background}}), below the {{threshold}}:1 that the generator's accessibility check (`mint a11y`) asks for, and no colour of the same hue reaches it{{both}}. Choose another colour, or another background.",
    },
  },
  create(context) {
    return {
      Document(node: DocumentNode) {
        const theme = readThemeColours(node.body, context.site.config.legacy);
        const suggestions = new Map<string, string | undefined>();
        for (const pair of theme.pairs) {
          const background = theme.backgrounds(theme.inputs)[pair.on];
          const ratio = contrastRatio(pair.hex, background.hex);
          if (ratio >= pair.threshold) continue;
          const sameColour = theme.pairs.filter((other) => other.node === pair.node);
          if (!suggestions.has(pair.name)) suggestions.set(pair.name, nearestPassingColour(pair.hex, (candidate) => sameColour.every((other) => passes(theme, other, candidate))));
          const suggestion = suggestions.get(pair.name);
          context.report({
            node: pair.node,
            messageId: suggestion ? 'lowContrast' : 'noSameHue',
            data: {
              name: pair.name,
              colour: pair.hex,
              ratio: formatRatio(ratio),
              mode: pair.on,
              background: background.setAt ? `${background.hex}, set in \`${background.setAt}\`` : `${background.hex}, the theme's default`,
              threshold: pair.threshold,
              suggestion: suggestion ?? '',
              both: sameColour.length > 1 ? ' on both backgrounds' : '',
            },
          });
        }
      },
    };
  },
});

/** Whether `candidate`, in place of the pair's colour, reaches the pair's threshold (its background following it when derived from it). */
function passes(theme: ThemeColours, pair: ColourPair, candidate: string): boolean {
  const inputs = pair.feeds ? { ...theme.inputs, [pair.feeds]: candidate } : theme.inputs;
  return contrastRatio(candidate, theme.backgrounds(inputs)[pair.on].hex) >= pair.threshold;
}
