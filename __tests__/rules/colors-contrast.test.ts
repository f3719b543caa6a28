import { describe, expect, test } from '@jest/globals';
import { contrastRatio, formatRatio, nearestPassingColour } from '../../src/contrast/contrast-ratio.js';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'colors-contrast': 'warn' } as const;
const navigation = { groups: [{ group: 'A', pages: ['index'] }] };
const page = '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n';

/** A docs.json written as text, so that positions are known; `extra` is spliced in after `colors`. */
function docsJson(colors: string, extra = ''): string {
  return `{\n  "theme": "mint",\n  "name": "S",\n  "colors": ${colors},${extra}\n  "navigation": ${JSON.stringify(navigation)}\n}\n`;
}

const lint = (text: string, file = 'docs.json') => lintBrief({ [file]: text, 'index.mdx': page }, rules);

const CHECK = "the generator's accessibility check (`mint a11y`) asks for";

/*
 * Ratios computed by hand with WCAG 2's formula: each sRGB channel c = v/255 becomes
 * c/12.92 when c <= 0.04045, else ((c + 0.055) / 1.055)^2.4; L = 0.2126 R + 0.7152 G + 0.0722 B;
 * ratio = (L_light + 0.05) / (L_dark + 0.05).
 *   #777777: c = 0.46667, linear 0.18447 → on white 1.05 / 0.23447 = 4.478
 *   #767676: c = 0.46275, linear 0.18116 → on white 1.05 / 0.23116 = 4.542
 *   #747474: linear 0.17465 → on black 0.22465 / 0.05 = 4.493
 *   #757575: linear 0.17789 → on black 4.558
 *   #595959: linear 0.09990 → on black 2.998 (printed 2.99, never rounded up to 3.00)
 *   #5a5a5a: linear 0.10224 → on black 3.045, on white 6.897
 *   #959595: linear 0.30054 → on white 2.995; #949494: linear 0.29612 → on white 3.033
 */
describe('colors-contrast: the maths against values computed by hand', () => {
  test.each([
    ['#777777', '#ffffff', 4.478],
    ['#767676', '#ffffff', 4.542],
    ['#747474', '#000000', 4.493],
    ['#757575', '#000000', 4.558],
    ['#595959', '#000000', 2.998],
    ['#5a5a5a', '#000000', 3.045],
    ['#5a5a5a', '#ffffff', 6.897],
    ['#959595', '#ffffff', 2.995],
    ['#949494', '#ffffff', 3.033],
    ['#fff', '#000', 21],
  ])('%s on %s is %d:1', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 3);
    expect(contrastRatio(background, foreground)).toBeCloseTo(ratio, 3);
  });

  test('a ratio just under a threshold is never printed as reaching it', () => {
    expect(formatRatio(2.9979)).toBe('2.99');
    expect(formatRatio(4.4929)).toBe('4.49');
    expect(formatRatio(4.5)).toBe('4.50');
    expect(formatRatio(21)).toBe('21.00');
  });

  test('the nearest passing colour keeps the hue and moves the lightness the least', () => {
    expect(nearestPassingColour('#777777', (c) => contrastRatio(c, '#ffffff') >= 4.5)).toBe('#767676');
    expect(nearestPassingColour('#747474', (c) => contrastRatio(c, '#000000') >= 4.5)).toBe('#757575');
    // A blue that is too light on white gets darker and stays blue.
    const blue = nearestPassingColour('#6b9cff', (c) => contrastRatio(c, '#ffffff') >= 4.5)!;
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(blue.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    // On mid grey even black (5.32:1) and white (4.48:1) stay under 7:1.
    expect(nearestPassingColour('#777777', (c) => contrastRatio(c, '#777777') >= 7)).toBeUndefined();
  });
});

describe('colors-contrast: the generator’s pairs and thresholds', () => {
  test('valid: every pair reaches its threshold (primary 4.54 on white, light 4.56 on black, dark 3.04 on black and 6.90 on white)', async () => {
    const text = docsJson('{ "primary": "#767676", "light": "#757575", "dark": "#5a5a5a" }', '\n  "background": { "color": { "light": "#ffffff", "dark": "#000000" } },');
    expect(await lint(text)).toEqual([]);
  });

  test('colors.primary on the light background needs 4.5:1 (default background white)', async () => {
    const text = docsJson('{ "primary": "#777777" }');
    expect(await lint(text)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'colors-contrast',
        ...positionOf(text, '"#777777"'),
        message: `\`colors.primary\` #777777 has a contrast ratio of 4.47:1 on the light background (#ffffff, the theme's default), below the 4.5:1 that ${CHECK}. Use #767676, the nearest colour of the same hue that reaches it.`,
      },
    ]);
  });

  test('colors.light on the dark background needs 4.5:1 (background.color.dark set)', async () => {
    const text = docsJson('{ "primary": "#767676", "light": "#747474" }', '\n  "background": { "color": { "dark": "#000000" } },');
    expect(await lint(text)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'colors-contrast',
        ...positionOf(text, '"#747474"'),
        message: `\`colors.light\` #747474 has a contrast ratio of 4.49:1 on the dark background (#000000, set in \`background.color.dark\`), below the 4.5:1 that ${CHECK}. Use #757575, the nearest colour of the same hue that reaches it.`,
      },
    ]);
  });

  test('colors.dark needs 3:1 on the dark background and on the light one, and one colour is suggested for both', async () => {
    const background = '\n  "background": { "color": { "light": "#ffffff", "dark": "#000000" } },';
    const onDark = docsJson('{ "primary": "#767676", "dark": "#595959" }', background);
    expect(await lint(onDark)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'colors-contrast',
        ...positionOf(onDark, '"#595959"'),
        message: `\`colors.dark\` #595959 has a contrast ratio of 2.99:1 on the dark background (#000000, set in \`background.color.dark\`), below the 3:1 that ${CHECK}. Use #5a5a5a, the nearest colour of the same hue that reaches it on both backgrounds.`,
      },
    ]);
    const onLight = docsJson('{ "primary": "#767676", "dark": "#959595" }', background);
    expect(await lint(onLight)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'colors-contrast',
        ...positionOf(onLight, '"#959595"'),
        message: `\`colors.dark\` #959595 has a contrast ratio of 2.99:1 on the light background (#ffffff, set in \`background.color.light\`), below the 3:1 that ${CHECK}. Use #949494, the nearest colour of the same hue that reaches it on both backgrounds.`,
      },
    ]);
    // On backgrounds this close no grey reaches 3:1 on both (it would need L <= 0.073 for #999999 and L >= 0.373 for #555555).
    const close = docsJson('{ "primary": "#000000", "dark": "#777777" }', '\n  "background": { "color": { "light": "#999999", "dark": "#555555" } },');
    expect((await lint(close)).map((r) => r.message)).toEqual([
      `\`colors.dark\` #777777 has a contrast ratio of 1.57:1 on the light background (#999999, set in \`background.color.light\`), below the 3:1 that ${CHECK}, and no colour of the same hue reaches it on both backgrounds. Choose another colour, or another background.`,
      `\`colors.dark\` #777777 has a contrast ratio of 1.66:1 on the dark background (#555555, set in \`background.color.dark\`), below the 3:1 that ${CHECK}, and no colour of the same hue reaches it on both backgrounds. Choose another colour, or another background.`,
    ]);
  });

  test('the default dark background is #09090b with 2% of colors.light over it (#4ade80 when unset)', async () => {
    // Unset: round(0.98·9 + 0.02·74) = 10, round(0.98·9 + 0.02·222) = 13, round(0.98·11 + 0.02·128) = 13 → #0a0d0d.
    // #333333 on it: 1.54:1.
    const unset = docsJson('{ "primary": "#767676", "dark": "#333333" }');
    expect((await lint(unset)).map((r) => r.message.split(', below')[0])).toEqual(["`colors.dark` #333333 has a contrast ratio of 1.54:1 on the dark background (#0a0d0d, the theme's default)"]);
    // light #ffffff: round(8.82 + 5.1) = 14, 14, round(10.78 + 5.1) = 16 → #0e0e10; #333333 on it: 1.52:1.
    const white = docsJson('{ "primary": "#767676", "light": "#ffffff", "dark": "#333333" }');
    expect((await lint(white)).map((r) => r.message.split(', below')[0])).toEqual(["`colors.dark` #333333 has a contrast ratio of 1.52:1 on the dark background (#0e0e10, the theme's default)"]);
  });

  test('theme linden tints the light background with 3% of colors.primary: #0000ff gives #f7f7ff', async () => {
    // round(0.97·255) = 247 = f7 for red and green; blue stays 255. #0000ff on it is 8.06:1, #777777 4.20:1.
    const nav = '{ "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com", "color": { "light": "#777777" } }] }, "groups": [{ "group": "A", "pages": ["index"] }] }';
    const text = `{\n  "theme": "linden",\n  "name": "S",\n  "colors": { "primary": "#0000ff" },\n  "navigation": ${nav}\n}\n`;
    expect((await lint(text)).map((r) => r.message.split(', below')[0])).toEqual([
      "`navigation.global.anchors[0].color.light` #777777 has a contrast ratio of 4.20:1 on the light background (#f7f7ff, the theme's default)",
    ]);
  });

  test('navigation.global.anchors: color.light on the light background and color.dark on the dark one, 4.5:1 each', async () => {
    const nav = '{ "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com", "color": { "light": "#777777", "dark": "#747474" } }] }, "groups": [{ "group": "A", "pages": ["index"] }] }';
    const text = `{\n  "theme": "mint",\n  "name": "S",\n  "colors": { "primary": "#767676" },\n  "background": { "color": { "dark": "#000000" } },\n  "navigation": ${nav}\n}\n`;
    expect(await lint(text)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'colors-contrast',
        ...positionOf(text, '"#777777"'),
        message: `\`navigation.global.anchors[0].color.light\` #777777 has a contrast ratio of 4.47:1 on the light background (#ffffff, the theme's default), below the 4.5:1 that ${CHECK}. Use #767676, the nearest colour of the same hue that reaches it.`,
      },
      {
        file: 'docs.json',
        ruleId: 'colors-contrast',
        ...positionOf(text, '"#747474"'),
        message: `\`navigation.global.anchors[0].color.dark\` #747474 has a contrast ratio of 4.49:1 on the dark background (#000000, set in \`background.color.dark\`), below the 4.5:1 that ${CHECK}. Use #757575, the nearest colour of the same hue that reaches it.`,
      },
    ]);
  });

  test('a site that shows one mode (appearance default and strict, or a mint.json modeToggle that is hidden) is checked on that background only', async () => {
    const background = '\n  "background": { "color": { "light": "#ffffff", "dark": "#000000" } },';
    // #777777 is 4.47:1 on white (colors.primary), #959595 2.99:1 on white (colors.dark), #747474 4.49:1 on black (colors.light).
    const colours = '{ "primary": "#777777", "light": "#747474", "dark": "#959595" }';
    const both = docsJson(colours, background);
    expect((await lint(both)).map((r) => r.message.split(' has')[0])).toEqual(['`colors.primary` #777777', '`colors.light` #747474', '`colors.dark` #959595']);
    const darkOnly = docsJson(colours, `${background}\n  "appearance": { "default": "dark", "strict": true },`);
    expect((await lint(darkOnly)).map((r) => r.message.split(' has')[0])).toEqual(['`colors.light` #747474']);
    const lightOnly = docsJson(colours, `${background}\n  "appearance": { "default": "light", "strict": true },`);
    expect((await lint(lightOnly)).map((r) => r.message.split(' has')[0])).toEqual(['`colors.primary` #777777', '`colors.dark` #959595']);
    // A default alone, or strict with the system's mode, leaves the reader a choice: both backgrounds are shown.
    const notStrict = docsJson(colours, `${background}\n  "appearance": { "default": "dark" },`);
    expect(await lint(notStrict)).toHaveLength(3);
    const system = docsJson(colours, `${background}\n  "appearance": { "default": "system", "strict": true },`);
    expect(await lint(system)).toHaveLength(3);
    const legacy = '{\n  "name": "S",\n  "colors": { "primary": "#777777", "light": "#747474", "background": { "dark": "#000000" } },\n  "modeToggle": { "default": "dark", "isHidden": true },\n  "navigation": [{ "group": "A", "pages": ["index"] }]\n}\n';
    expect((await lint(legacy, 'mint.json')).filter((r) => r.ruleId === 'colors-contrast').map((r) => r.message.split(' has')[0])).toEqual(['`colors.light` #747474']);
  });

  test('mint.json: the backgrounds come from colors.background, as the site renders them', async () => {
    const text = '{\n  "name": "S",\n  "colors": {\n    "primary": "#767676",\n    "light": "#777777",\n    "background": { "light": "#ffffff", "dark": "#555555" }\n  },\n  "navigation": [{ "group": "A", "pages": ["index"] }]\n}\n';
    const reports = await lint(text, 'mint.json');
    expect(reports.filter((r) => r.ruleId === 'colors-contrast')).toEqual([
      {
        file: 'mint.json',
        ruleId: 'colors-contrast',
        ...positionOf(text, '"#777777"'),
        message: `\`colors.light\` #777777 has a contrast ratio of ${formatRatio(contrastRatio('#777777', '#555555'))}:1 on the dark background (#555555, set in \`colors.background.dark\`), below the 4.5:1 that ${CHECK}. Use ${nearestPassingColour('#777777', (c) => contrastRatio(c, '#555555') >= 4.5)}, the nearest colour of the same hue that reaches it.`,
      },
    ]);
  });

  test('a colour in a $ref file is reported there; colours that are not hex are left to config-schema', async () => {
    const text = '{\n  "theme": "mint",\n  "name": "S",\n  "colors": { "$ref": "./colors.json" },\n  "navigation": ' + JSON.stringify(navigation) + '\n}\n';
    const colours = '{ "primary": "#777777", "light": "red", "dark": 12 }\n';
    expect(await lintBrief({ 'docs.json': text, 'colors.json': colours, 'index.mdx': page }, rules)).toEqual([
      expect.objectContaining({ file: 'colors.json', ruleId: 'colors-contrast', ...positionOf(colours, '"#777777"') }),
    ]);
  });
});
