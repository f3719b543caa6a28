import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';
import type { LintMessage } from '../../src/types.js';

const rules: RulesSetting = { spelling: 'warn' };
const docsJson = { name: 'Tessera', navigation: [{ group: 'Guides', pages: ['page'] }] };
const head = '---\ntitle: Keys\ndescription: Rotate the keys of a workspace.\n---\n\n';

async function lintPage(body: string, files: Record<string, string | object> = {}, setting: RulesSetting = rules) {
  const root = makeSite({ 'docs.json': docsJson, 'page.mdx': head + body, ...files });
  return brief(root, await lintWith(root, setting));
}

/** The spelling messages of one page, with their suggestions. */
async function lintMessages(body: string, files: Record<string, string | object> = {}): Promise<LintMessage[]> {
  const root = makeSite({ 'docs.json': docsJson, 'page.mdx': head + body, ...files });
  const results = await lintWith(root, rules);
  return results.find((result) => result.filePath === path.join(root, 'page.mdx'))?.messages ?? [];
}

const misspelled = (word: string, suggestions: string) => `Unknown word "${word}": did you mean ${suggestions}? If it is spelled right, add it to the site's word list.`;

describe('spelling', () => {
  test('valid: technical prose full of product, tool and code names', async () => {
    const body = [
      'Tessera streams changes from PostgreSQL, MySQL and MongoDB to webhooks, Kafka topics and Amazon SQS queues.',
      'Deploy the relay with Helm on Kubernetes, with Terraform on AWS Fargate, or with Docker Compose for staging.',
      'The SDKs for TypeScript, Python and Go verify HMAC signatures; pytest and Jest run the examples in CI.',
      '',
      '| Setting | Default |',
      '|---|---|',
      '| Retries | Exponential backoff, upserting by event id |',
      '',
      'Use `createClient()` from `@tessera/sdk`, set `TESSERA_API_KEY`, and call https://api.tessera.dev/v2/events.',
      'The relay exposes Prometheus metrics, and OpenTelemetry traces reach Grafana, Datadog or Honeycomb.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: what is not a spelled word (digits, abbreviations, identifiers, constants, short words, names)', async () => {
    const body = [
      'Set v2 limits of 10ms and 4xx codes, hash with SHA256, and use the APIs and SDKs over mTLS.',
      'The getUser method, the iPhone app, GraphQL and OAuth all work; BRPOPLPUSH and STARTTLS are commands.',
      'A dbt job, an env file and a yml list are short words.',
      'Our partner Zorblax hosts the relay, and Priyanka runs the command. Priyanka reviews it too.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a full name whose part is on a list of common misspellings (Liad, of "laid"), a name joined to another by and/or; the same words beside dictionary words are still reported', async () => {
    expect(await lintPage('| Author | Ido Salomon, Liad Yosef and Olivier Chafik |\n|---|---|\n| Status | Draft |\n')).toEqual([]);
    expect(await lintPage('| Name | Role |\n|---|---|\n| Liad Yosef | Lead |\n')).toEqual([]);
    expect(await lintPage('Bleve and Typesense are search engines. Meanwhile Zorblax or Quorvex may run it.\n')).toEqual([]);
    const joinedToWord = 'Seach and Replace are tools.\n';
    expect(await lintPage(joinedToWord)).toEqual([{ file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + joinedToWord, 'Seach'), message: misspelled('Seach', '"Beach", "Each" or "Reach"') }]);
    const invalid = 'The cables were liad in the duct.\n';
    expect(await lintPage(invalid)).toEqual([{ file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + invalid, 'liad'), message: misspelled('liad', '"laid", "lead" or "lied"') }]);
  });

  test('valid: technical English made of known words (plurals, verb forms, prefixes, closed compounds)', async () => {
    const body = 'Upserting rows and sandboxed webhooks need rollouts; rerank the lookback window and unvalidated subschemas in the webshop.\n';
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: nouns and adverbs derived from known words; the misspellings that look like them are still reported', async () => {
    const valid = 'Resumability and incrementality matter; the server runs statelessly, blocks exfiltration, keeps permissioned roles, and slugified titles cap concurrencies. Misrouted packets, desynchronization, regionalization and the encrypter are covered. Linted pages are never unparsable, and look-alikes are compounds.\n';
    expect(await lintPage(valid)).toEqual([]);
    const invalid = 'It works basicly and publically, but programatically is slow.\n';
    expect((await lintPage('A misstake by the processer.\n')).map(({ message }) => /"(.+?)"/.exec(message ?? '')?.[1])).toEqual(['misstake', 'processer']);
    expect((await lintPage(invalid)).map(({ line, column, message }) => ({ line, column, word: /"(.+?)"/.exec(message ?? '')?.[1] }))).toEqual([
      { line: 6, column: 10, word: 'basicly' },
      { line: 6, column: 22, word: 'publically' },
      { line: 6, column: 38, word: 'programatically' },
    ]);
  });

  test('invalid: misspellings in prose, a heading, a list, a table, a component, its rendered attribute, alt text and front matter', async () => {
    const page = [
      '---',
      'title: Rotate your keys',
      'description: Rotate the keys of a workspce.',
      '---',
      '',
      '## Recieve events',
      '',
      'Keys are rotated seperately for each endpoint.',
      '',
      '- Revoke the old key untill the new one works.',
      '',
      '| Step | Result |',
      '|---|---|',
      '| Rotate | The key is succesfully replaced. |',
      '',
      '<Steps>',
      '  <Step title="Creat a key">',
      '    Store the key in your enviroment.',
      '  </Step>',
      '</Steps>',
      '',
      '![The dashbaord after a rotation](/images/keys.png)',
      '',
    ].join('\n');
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const found = brief(root, await lintWith(root, rules));
    const at = (needle: string) => positionOf(page, needle);
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...at('workspce'), message: misspelled('workspce', '"workspace"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('Recieve'), message: misspelled('Recieve', '"Receive"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: misspelled('seperately', '"separately"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('untill'), message: misspelled('untill', '"until"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('succesfully'), message: misspelled('succesfully', '"successfully"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('Creat'), message: misspelled('Creat', '"Create" or "Croat"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('enviroment'), message: misspelled('enviroment', '"environment"') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('dashbaord'), message: misspelled('dashbaord', '"dashboard"') },
    ]);
  });

  test('each report carries its suggestions as edits to choose from, never as a fix', async () => {
    const body = 'Keys are rotated seperately.\n';
    const [message] = await lintMessages(body);
    const offset = (head + body).indexOf('seperately');
    expect(message.fix).toBeUndefined();
    expect(message.suggestions).toEqual([{ desc: 'Replace "seperately" with "separately".', fix: { range: [offset, offset + 'seperately'.length], text: 'separately' } }]);
  });

  test('exact positions on hostile text: a lone carriage return ends a line, an astral character is two columns, a control byte one', async () => {
    // Head: five lines. A lone \r (an old Mac line end) starts line 7; 😀 is two UTF-16 code units.
    const body = 'Keys rotate here\rand a wrnog key.\n\nAn 😀 emoji\u0007 then wrnog.\n';
    expect((await lintMessages(body)).map(({ line, column, endLine, endColumn }) => ({ line, column, endLine, endColumn }))).toEqual([
      { line: 7, column: 7, endLine: 7, endColumn: 12 },
      { line: 9, column: 19, endLine: 9, endColumn: 24 },
    ]);
  });

  test('words run together (a space lost after a link) are suggested apart', async () => {
    const body = 'Create a user in [the console](https://example.com/console)with a password.\n';
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + body, 'console]('), message: misspelled('consolewith', '"console with"') }]);
  });

  test('the other English: British spellings on a US site, and the language option', async () => {
    const body = 'Customise the colour of the banner.\n';
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + body, 'Customise'), message: '"Customise" is the British spelling; this site is checked as US English: write "Customize", or set the spelling rule\'s "language".' },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + body, 'colour'), message: '"colour" is the British spelling; this site is checked as US English: write "color", or set the spelling rule\'s "language".' },
    ]);
    expect(await lintPage(body, {}, { spelling: ['warn', { language: 'en-GB' }] })).toEqual([]);
    // The British dictionary takes Oxford -ize spellings; a US -or is the US spelling.
    expect(await lintPage('Customize the color of the banner.\n', {}, { spelling: ['warn', { language: 'en-GB' }] })).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', line: 6, column: 15, message: '"color" is the US spelling; this site is checked as British English: write "colour", or set the spelling rule\'s "language".' },
    ]);
  });

  test('the site\'s own words: docs.json name and labels, file names, and words the page writes as code or links to', async () => {
    const body = [
      'The Zorblax relay sends events to Quorvex.',
      '',
      'Run `quorvex-cli sync` to sync the zorblax queue, then read the [flimbo guide](https://flimbo.io/docs).',
      '',
      'Quorvex and flimbo and frobnicate are fine here; blarf is fine as its page is named so.',
      '',
    ].join('\n');
    const site = { name: 'Zorblax', navigation: [{ group: 'Frobnicate', pages: ['page', 'blarf'] }] };
    const root = makeSite({ 'docs.json': site, 'page.mdx': head + body, 'blarf.mdx': '---\ntitle: Blarf\n---\n\nText.\n' });
    expect(brief(root, await lintWith(root, rules))).toEqual([]);
  });

  test('a one-word label that opens an item names what it defines, and a hyphenated value in emphasis is a name; the same words in a sentence, and a listed misspelling or the other English as a label, are reported', async () => {
    const names = ['- **Valkey** - Redis-compatible server', '- **RocksDB** - Embedded store', '', 'Redis offers the _allkeys-random_ and _volatile-lru_ policies.', ''].join('\n');
    expect(await lintPage(names)).toEqual([]);
    const words = ['Valkey runs fast. Evict with allkeys-random policies.', '', '- **Perfomance** - how fast it runs', '- **Behaviour** - what it does', ''].join('\n');
    const page = head + words;
    expect(await lintPage(words)).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(page, 'Valkey'), message: misspelled('Valkey', '"Valley"') },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(page, 'allkeys'), message: misspelled('allkeys', '"alleys"') },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(page, 'Perfomance'), message: misspelled('Perfomance', '"Performance"') },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(page, 'Behaviour'), message: '"Behaviour" is the British spelling; this site is checked as US English: write "Behavior", or set the spelling rule\'s "language".' },
    ]);
  });

  test('a table cell, a heading or a list item that is one capitalized word names something, on the whole page; a listed misspelling or the other English alone there is still reported', async () => {
    const names = ['| App | Rule |', '| --- | --- |', '| Radarr | `/api/*` |', '', '### Valkey', '', 'Valkey gateways work well with it.', '', '- Authentik', '- Keycloak', ''].join('\n');
    expect(await lintPage(names)).toEqual([]);
    const words = ['### Perfomance', '', '| Behaviour | Value |', '| --- | --- |', '| a | b |', ''].join('\n');
    const page = head + words;
    expect(await lintPage(words)).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(page, 'Perfomance'), message: misspelled('Perfomance', '"Performance"') },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(page, 'Behaviour'), message: '"Behaviour" is the British spelling; this site is checked as US English: write "Behavior", or set the spelling rule\'s "language".' },
    ]);
  });

  test('a daemon named the Unix way (`firewalld`) is nearest to its service\'s name and file types (`docx`) are known; a past tense missing its e is a misspelling', async () => {
    const body = 'Confirm the firewall (iptables, firewalld or ufw) allows the port. The followd path is wrong. It parses docx, pptx and jsonl files.\n';
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + body, 'followd'), message: misspelled('followd', '"followed", "follows" or "follow"') }]);
  });

  describe('what makes a word known: a slip from English needs evidence', () => {
    const words = async (body: string, files: Record<string, string | object> = {}) => (await lintPage(body, files)).map(({ line, column, message }) => ({ line, column, message }));
    const report = (body: string, word: string, suggestions: string, occurrence = 1) => ({ ...positionOf(head + body, word, occurrence), message: misspelled(word, suggestions) });

    test('two known words closed up: only with a part compounds are made of, or where the site writes the compound again', async () => {
      // The words the slips were meant to be are words the site writes.
      const typo = 'The tameline shows each platfirm event. The timeline is the platform\'s.\n';
      expect(await words(typo)).toEqual([report(typo, 'tameline', '"timeline"'), report(typo, 'platfirm', '"platform"')]);
      expect(await lintPage('Tune the lookback window of the webshop and the threadpool.\n')).toEqual([]);
      // Two words that no compound part vouches for (`plat` + `firm`) are a slip of any English word, written on the site or
      // not, unless the site writes the compound on other pages; with no English word one slip away, they count (`graphmodel`).
      const alone = 'The platfirm view holds each graphmodel.\n';
      expect(await words(alone)).toEqual([report(alone, 'platfirm', '"platform"')]);
      expect(await lintPage(alone, { 'a.mdx': 'A platfirm.\n', 'b.mdx': 'The platfirm.\n' })).toEqual([]);
    });

    test('a prefix, a suffix or an English ending on a word: not where it is one slip from an English word', async () => {
      const typo = 'We retern the pilable value and keep daling with it. Return a pliable value when dealing with it.\n';
      expect(await words(typo)).toEqual([report(typo, 'retern', '"return"'), report(typo, 'pilable', '"pliable"'), report(typo, 'daling', '"dealing", "dialing" or "doling"')]);
      expect(await lintPage('We rerank rollouts, and resumability is kept; unvalidated rows wait.\n')).toEqual([]);
      // A plural of a technical term of three letters, or of a technical term that is an English word, is an ending only where it is no slip.
      const plural = 'Add usrs and takens. The users hold tokens, and urls and kwargs stay.\n';
      expect(await words(plural)).toEqual([report(plural, 'usrs', '"users"'), report(plural, 'takens', '"takes", "takins" or "tokens"')]);
    });

    test('a name list matches a name in its case: a lower-case slip is no surname; the name capitalized is', async () => {
      const typo = 'Write it in the leger, the ledger of the team.\n';
      expect(await words(typo)).toEqual([report(typo, 'leger', '"lager", "lexer" or "ledger"')]);
      expect(await lintPage('Ask Leger about it, on github or GitHub.\n')).toEqual([]);
    });

    test('the evidence that a slip is meant: the site writes it several times, the page writes it as code or links it, or capitalizes it mid-sentence', async () => {
      const typo = 'Jobs are minaged by the queue, as managed jobs are.\n';
      expect(await words(typo)).toEqual([report(typo, 'minaged', '"managed"')]);
      expect(await lintPage(typo, { 'a.mdx': 'The minaged flag.\n', 'b.mdx': 'Set minaged.\n' })).toEqual([]);
      expect(await lintPage('Jobs are minaged by the queue, as `minaged` and managed jobs say.\n')).toEqual([]);
      expect(await lintPage('Jobs run on Minaged, our scheduler for managed jobs.\n')).toEqual([]);
      // A rare English word one slip away that the site never writes is no witness: `upsell` is no slip from `upwell`.
      expect(await lintPage('Offer an upsell at checkout.\n')).toEqual([]);
    });

    test('a line of generated release notes is a pull request\'s title, in the code\'s words; a slip from an English word the site writes is reported there too', async () => {
      const note = '* Fix usge of servez by @someone in #42\n\nCheck the usage of tools.\n';
      expect(await words(note)).toEqual([report(note, 'usge', '"usage"')]);
      // The same unknown word outside a pull request's title is reported.
      const prose = 'Fix the servez.\n';
      expect(await words(prose)).toEqual([report(prose, 'servez', '"serve", "served" or "server"')]);
    });

    test('a word two slips from English is reported, with the word suggested, unless the site writes it several times; a word with no English word near is not', async () => {
      const typo = 'Read the documantaton first.\n';
      expect(await words(typo)).toEqual([report(typo, 'documantaton', '"documentation"')]);
      // The word suggested is an edit to choose (an editor's quick fix), never a fix.
      const [message] = await lintMessages(typo);
      const offset = (head + typo).indexOf('documantaton');
      expect({ fix: message.fix, suggestions: message.suggestions }).toEqual({ fix: undefined, suggestions: [{ desc: 'Replace "documantaton" with "documentation".', fix: { range: [offset, offset + 12], text: 'documentation' } }] });
      expect(await lintPage(typo, { 'a.mdx': 'The documantaton tool.\n', 'b.mdx': 'Run documantaton.\n' })).toEqual([]);
      expect(await lintPage('Ask the qwzxtrop relay.\n')).toEqual([]);
      // A typo quoted on purpose in a passage about typos is the example; the same slip quoted elsewhere is a slip.
      expect(await lintPage('Search forgives typos: a search for "reciepe" finds “recipe”, and “runnign shoes” finds shoes.\n')).toEqual([]);
      const label = 'Click "Setings" to open the settings.\n';
      expect(await words(label)).toEqual([report(label, 'Setings', '"Settings", "Stings" or "Seatings"')]);
      // A slip from a name is no slip from English: `hanzi` is not Hanoi misspelled.
      expect(await lintPage('Segment hanzi with a tokenizer.\n')).toEqual([]);
      // Two slips in a short word change too much of it to tell a typo from a term.
      expect(await lintPage('Segment text with jieba.\n')).toEqual([]);
      const long = 'Open the confguraton file.\n';
      expect(await words(long)).toEqual([report(long, 'confguraton', '"configuration"')]);
    });
  });

  test('report: "all" reports every unknown word, names and terms the site writes several times too', async () => {
    const body = 'Our partner Zorblax hosts the relay with qwzxtrop.\n';
    const often = { 'a.mdx': 'A qwzxtrop relay.\n', 'b.mdx': 'Stop qwzxtrop.\n' };
    expect(await lintPage(body, often)).toEqual([]);
    expect((await lintPage(body, often, { spelling: ['warn', { report: 'all' }] })).filter(({ file }) => file === 'page.mdx')).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + body, 'Zorblax'), message: 'Unknown word "Zorblax": no dictionary has it. If it is spelled right, add it to the site\'s word list (cspell "words", or a Vale accept.txt).' },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(head + body, 'qwzxtrop'), message: 'Unknown word "qwzxtrop": no dictionary has it. If it is spelled right, add it to the site\'s word list (cspell "words", or a Vale accept.txt).' },
    ]);
  });

  test('never reads code, URLs, paths, expressions, imports, attribute values that do not render, or front matter keys', async () => {
    const body = [
      'import { Recieve } from "/snippets/recieve.mdx";',
      '',
      '```js',
      'const enviroment = recieve();',
      '```',
      '',
      'Call `recieveAll()` at https://example.com/recieve or ./recieve/seperate.json, with --recieve-all.',
      '',
      '<Card title="Keys" href="/recieve-keys" icon="seperate">Rotate keys.</Card>',
      '',
      'The value is {"recieve"}.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('pages in another language are not checked: listed under a language, or in its folder', async () => {
    const spanish = '---\ntitle: Claves\n---\n\nRota las claves de tu espacio de trabajo cuando quieras.\n';
    const site = { name: 'Tessera', navigation: { languages: [{ language: 'en', groups: [{ group: 'Guides', pages: ['page'] }] }, { language: 'es', groups: [{ group: 'Guías', pages: ['es/page'] }] }] } };
    const root = makeSite({ 'docs.json': site, 'page.mdx': `${head}Rotate keys.\n`, 'es/page.mdx': spanish, 'es/changelog/notas.mdx': spanish });
    expect(brief(root, await lintWith(root, rules))).toEqual([]);
  });

  test('a product or a tab named in its own language ("Hrvatski", "Español (México)") holds a translation; one named in English is checked', async () => {
    const croatian = '---\ntitle: Varijable\n---\n\nOva varijabla daje broj bodova prije naredbe.\n';
    const site = {
      name: 'Tessera',
      navigation: {
        products: [
          { product: 'Tessera', groups: [{ group: 'Guides', pages: ['page'] }] },
          { product: 'Hrvatski', groups: [{ group: 'Vodiči', pages: ['hr/page'] }] },
          { product: 'Español (México)', pages: ['mx/page'] },
          { product: 'Croatian notes', pages: ['notes/page'] },
        ],
      },
    };
    const root = makeSite({ 'docs.json': site, 'page.mdx': `${head}Rotate keys.\n`, 'hr/page.mdx': croatian, 'hr/other.mdx': croatian, 'mx/page.mdx': croatian, 'notes/page.mdx': croatian });
    expect([...new Set(brief(root, await lintWith(root, rules)).map((report) => report.file))]).toEqual(['notes/page.mdx']);
  });
});
