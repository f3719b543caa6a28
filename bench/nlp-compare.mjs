#!/usr/bin/env node
/**
 * How well each candidate English grammar library reads the words the style rules decide on, and
 * how fast: a past participle after `be` (`is [rebuilt]`), a verb in the imperative or after a modal
 * (`[Paste] the snippet`, `will [scale]`), and the nouns and adjectives that look like them
 * (`The [plan] includes`, `[Test] results`). Each item is a sentence written for the probe with
 * its target word in brackets and the class a reader gives it.
 *
 * Run (the alternatives are not dependencies of docs-lint; install them for the comparison only):
 *   npm install --no-save wink-nlp@2.4.0 wink-eng-lite-web-model@1.8.1 retext-pos@5.0.0 retext-english@5
 *   node bench/nlp-compare.mjs
 * The numbers are recorded in docs/style-grammar.mdx.
 */
import { performance } from 'node:perf_hooks';

const PARTICIPLE = 'participle';
const BASE = 'base';
const OTHER = 'other';

const ITEMS = [
  ...[
    'The key is automatically [rotated] by the billing job.', 'The report can be [rebuilt] from the logs.', 'Tokens are not [awaited] by the worker.',
    'The invoice is [mailed] to each owner.', 'Environment variables must always be [set] before the build.', 'The value is [read] by the worker at startup.',
    'The build is [kicked] off by a push.', 'Secrets should never be [committed].', 'The CLI has to be [installed] globally.', 'The file is [located] in the root.',
    'Node.js 20 is [required].', 'Results are [sorted] by date.', "It's [suggested] that you pin the SDK.", 'Compute time is [billed] by the second.',
    'The app is [built] with React.', 'The SDK is [written] in Rust.', 'Frames have to be [decoded] first.', 'Stale branches are [deleted] every Sunday.',
    'Large files should be [split] into chunks.', 'The schema was not [generated] by the CLI.', 'Your card is [charged] every month.', 'The endpoint is rate [limited].',
    'The default branch can be [changed] in the settings.', 'The project is [hosted] on GitHub.', 'Messages can be [redelivered] if the consumer crashes.',
    'Usage reports are [emailed] to billing contacts.', 'The logo should ideally be [uploaded] as an SVG.', 'The access log is [written] to disk by the proxy.',
    'The dashboard is [divided] into three panels.', 'Images must be [resized] first.', 'The token may be [reused] by any service.',
    'The old endpoint should be [replaced] with the new one.', 'Your data is [encrypted] at rest.', 'Both certificates need to be [renewed].',
    'The region needs to be [chosen] first.', 'A SAML certificate has to be [uploaded].', 'These settings are [overridden] by the values in the file.',
    'Rate limits are [enforced] by the gateway.', 'Preview links are [generated] by Vercel.', 'The job was [put] on hold.', 'The flag is [hidden] from the menu.',
  ].map((text) => [text, PARTICIPLE]),
  ...[
    '[Configure] the allowed origins.', '[Use] the test button to send an event.', '[Paste] the snippet into the head.', '[Set] the variable before the build starts.',
    'In the sidebar, [choose] Settings.', 'Once signed in, [open] the dashboard.', 'Then, in the route, [add] a handler.', '[Open] the API keys page.',
    '[Click] Rotate next to the key.', '[Copy] the new key.', 'Under Billing, [select] a plan.', 'If prompted, [enter] your name.', '[Clone] the repository.',
    '[Install] the dependencies.', '[Run] the dev server.', 'Finally, [start] the server.', '[Sign] in to the dashboard.', '[Go] to Domains.', '[Add] your domain.',
    '[Generate] a key pair.', '[Test] the connection.', 'After the download finishes, [unzip] the archive.', '[Move] the folder to Applications.', '[Launch] the app.',
    '[Export] it as an environment variable.', '[Navigate] to Integrations.', '[Toggle] on the repositories.', '[Download] the installer.', '[Head] to the Team page.',
    '[Pick] the member you want to promote.', '[Hit] Make admin.', '[Push] the branch.', 'Carefully [remove] the old adapter.', '[Plug] in the new one.',
    '[Press] the reset button.', '[Enter] the URL of your server.', '[Commit] your changes.', '[Wait] for the deployment.', '[Share] the link with your team.',
    '[Fork] the repository.', '[Type] your domain name.', '[Build] the project.', '[Upload] the dist folder.', '[Purge] the CDN cache.', '[Eject] the disk image.',
    'The endpoint will [return] a 404.', "It'll [take] a few minutes.", "They'll [get] an email.", "The old token won't [work].", 'The SDK will automatically [retry] failed calls.',
    'A message will [appear] at the top.', 'Each plan will [include] 10,000 requests.', 'The chart will [scale] to fit.', 'Deleted projects will [stay] in the trash.',
    'Nothing will [happen] until you confirm.', "The worker won't [pick] up new jobs.", 'The widget will [display] the balance.', "We'll [deploy] the app.",
    'We need to [pick] a region.', 'We can now [run] the tests.',
  ].map((text) => [text, BASE]),
  ...[
    'The [plan] includes ten seats.', 'Each [version] ships with a changelog.', 'The [set] of rules is small.', 'Open [source] projects are free.', '[Test] results appear below.',
    'The [required] field is marked.', '[Advanced] settings are hidden.', 'The [build] failed.', 'The [return] value is a string.', 'A [run] takes a minute.',
    '[Setup] takes five minutes.', '[Updates] are free.', '[Logs] are kept for 30 days.', '[Click] events are tracked.', '[Export] formats include CSV.',
    '[Download] links expire after an hour.', '[Search] results are cached.', '[Copy] buttons appear on hover.', 'The [open] tab is highlighted.', '[Release] notes are published weekly.',
    '[Access] tokens expire.', 'The [upload] limit is 5 MB.', '[Input] validation happens on the server.', 'The [record] was updated.', 'Each [month] has its own invoice.',
  ].map((text) => [text, OTHER]),
];

function split(item) {
  const [text, expected] = item;
  const start = text.indexOf('[');
  const word = text.slice(start + 1, text.indexOf(']'));
  return { sentence: text.replace(/[[\]]/g, ''), word, start, expected };
}

async function compromiseReader() {
  const nlp = (await import('compromise')).default;
  return {
    name: 'compromise 14.17.0',
    classify(sentence, word, start) {
      const terms = nlp(sentence).json({ offset: true, terms: { offset: true } })[0]?.terms ?? [];
      const term = terms.find((t) => t.offset.start === start) ?? terms.find((t) => t.text === word);
      if (!term) return OTHER;
      const tags = new Set(term.tags);
      if (!tags.has('Verb') || tags.has('Auxiliary')) return OTHER;
      if (tags.has('Participle') || tags.has('PastTense') || tags.has('Passive')) return PARTICIPLE;
      if (tags.has('Gerund')) return OTHER;
      return BASE;
    },
    parse: (sentence) => nlp(sentence).json({ offset: true }),
  };
}

async function winkReader() {
  const winkNLP = (await import('wink-nlp')).default;
  const model = (await import('wink-eng-lite-web-model')).default;
  const nlp = winkNLP(model);
  const its = nlp.its;
  return {
    name: 'wink-nlp 2.4.0 + wink-eng-lite-web-model 1.8.1',
    classify(sentence, word, start) {
      const doc = nlp.readDoc(sentence);
      let offset = 0;
      let found;
      doc.tokens().each((token) => {
        const value = token.out(its.value);
        const at = sentence.indexOf(value, offset);
        if (at === start && !found) found = { value, pos: token.out(its.pos), lemma: token.out(its.lemma) };
        offset = at + value.length;
      });
      if (!found || found.pos !== 'VERB') return OTHER;
      // UD tags say VERB for both; the lemma tells a participle (`rebuilt` → `rebuild`) from the base form.
      return found.value.toLowerCase() === found.lemma ? BASE : PARTICIPLE;
    },
    parse: (sentence) => nlp.readDoc(sentence).tokens().out(its.pos),
  };
}

async function retextPosReader() {
  const { unified } = await import('unified');
  const retextEnglish = (await import('retext-english')).default;
  const retextPos = (await import('retext-pos')).default;
  const processor = unified().use(retextEnglish).use(retextPos);
  const tagged = (sentence) => processor.runSync(processor.parse(sentence));
  return {
    name: 'retext-english 5 + retext-pos 5.0.0 (pos 0.4.2)',
    classify(sentence, word, start) {
      const tree = tagged(sentence);
      let tag;
      const visit = (node) => {
        if (node.type === 'WordNode' && node.position.start.offset === start) tag = node.data?.partOfSpeech;
        for (const child of node.children ?? []) visit(child);
      };
      visit(tree);
      if (!tag) return OTHER;
      if (tag === 'VBN' || tag === 'VBD') return PARTICIPLE;
      if (tag === 'VB' || tag === 'VBP') return BASE;
      return OTHER;
    },
    parse: tagged,
  };
}

const readers = [];
for (const make of [compromiseReader, winkReader, retextPosReader]) {
  try {
    const t0 = performance.now();
    const reader = await make();
    reader.loadMs = performance.now() - t0;
    readers.push(reader);
  } catch (error) {
    console.log(`skipped: ${make.name} (${error.message.split('\n')[0]})`);
  }
}

const items = ITEMS.map(split);
const sentences = items.map((item) => item.sentence);
for (const reader of readers) {
  const perClass = {};
  const wrong = [];
  for (const item of items) {
    const got = reader.classify(item.sentence, item.word, item.start);
    perClass[item.expected] ??= { right: 0, total: 0 };
    perClass[item.expected].total++;
    if (got === item.expected) perClass[item.expected].right++;
    else wrong.push(`${item.word} (${item.expected} → ${got})`);
  }
  // Speed: the probe's sentences, parsed 20 times over after a warm-up.
  for (const sentence of sentences) reader.parse(sentence);
  const rounds = 20;
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const sentence of sentences) reader.parse(sentence);
  const perSentence = (performance.now() - t0) / (rounds * sentences.length);
  const right = Object.values(perClass).reduce((sum, c) => sum + c.right, 0);
  console.log(`${reader.name}\n  accuracy ${right}/${items.length} (${((100 * right) / items.length).toFixed(1)}%): ${Object.entries(perClass).map(([name, c]) => `${name} ${c.right}/${c.total}`).join(', ')}\n  load ${reader.loadMs.toFixed(0)} ms, ${(perSentence * 1000).toFixed(0)} µs per sentence (${Math.round(1000 / perSentence)} sentences/s)\n  wrong: ${wrong.join('; ')}\n`);
}
