import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

// The accessible-name cases of image-alt-text (the rest are in image-alt-text.test.ts).
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

describe('image-alt-text: an <img> named otherwise, or hidden on purpose', () => {
  const imageRules = { 'image-alt-text': 'error' } as const;
  const lintImages = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, imageRules);

  test('valid: aria-label, aria-labelledby or title in place of alt; alt="" or no alt with aria-hidden or a presentational role', async () => {
    const body = [
      '<img src="/a.png" aria-label="Usage chart of the last 30 days" />',
      '',
      '<img src="/a.png" alt="" aria-labelledby="chart-caption" />',
      '',
      '<img src="/a.png" title="Billing page with the invoices tab open" />',
      '',
      '<img src="/divider.png" alt="" aria-hidden="true" />',
      '',
      '<img src="/divider.png" aria-hidden />',
      '',
      '<img src="/divider.png" alt="" role="presentation" />',
      '',
      '<img src="/divider.png" alt="" role="none" />',
      '',
    ].join('\n');
    expect(await lintImages(body)).toEqual([]);
  });

  test('invalid: aria-hidden="false" hides nothing, and an empty aria-label names nothing', async () => {
    const body = ['<img src="/a.png" alt="" aria-hidden="false" />', '', '<img src="/b.png" aria-label="" />', ''].join('\n');
    const text = head + body;
    expect(await lintImages(body)).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'image-alt-text',
        ...positionOf(text, '<img'),
        message: 'This image has empty alt text; describe what it shows.',
      },
      {
        file: 'page.mdx',
        ruleId: 'image-alt-text',
        ...positionOf(text, '<img', 2),
        message: 'This <img> has no alt attribute; add one that describes what the image shows.',
      },
    ]);
  });
});
