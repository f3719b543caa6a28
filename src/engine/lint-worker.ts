/**
 * A page worker: builds the same project index as the main thread from what it is sent, lints the
 * pages it is given (phase 1), and finishes them once the main thread sent every page's anchors
 * (phase 2). Runs only as compiled JavaScript, started by `page-workers.ts`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { allRules } from '../../rules/index.js';
import { anchorsFromData, anchorsToData } from '../page/page-anchors.js';
import { siteIgnoreFrom } from '../site/mint-ignore.js';
import { buildProjectIndexSync } from '../site/project-index.js';
import { parseSiteConfig } from '../site/site-config-file.js';
import { pageParseCount } from './lint-page.js';
import { FileProfiles } from './enabled-rules.js';
import { attachExternalLinks } from './external-phase.js';
import { PageSession } from './page-session.js';
import type { FromWorker, ToWorker, WorkerInit } from './worker-protocol.js';

const init = workerData as WorkerInit;
// For the tests of the fallback: a worker that dies as it starts (the run must finish in the main thread).
if (process.env.DOCS_LINT_TEST_WORKER_CRASH === '1') throw new Error('worker crash requested by DOCS_LINT_TEST_WORKER_CRASH');
const port = parentPort!;
const site = buildProjectIndexSync(init.root, parseSiteConfig(init.configPath, init.configText, init.bom), {
  ignores: init.config.ignores,
  inventory: { files: new Set(init.files), pageFiles: init.pageFiles, excluded: init.excluded, siteIgnore: siteIgnoreFrom(init.mintignore) },
  openapiDocuments: new Map(init.openapi),
});
if (init.external) attachExternalLinks(site, init.config.externalLinks);
const session = new PageSession(site, new FileProfiles(allRules, init.config), init.pageOptions);

const send = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  try {
    if (message.type === 'lint') {
      for (const page of message.pages) session.lint(page);
      const anchors: Array<[string, ReturnType<typeof anchorsToData>]> = [];
      for (const page of message.pages) {
        const recorded = site.anchors.peek(page);
        if (recorded !== undefined) anchors.push([page, anchorsToData(recorded)]);
      }
      send({ type: 'linted', anchors, urls: site.externalLinks?.takeRequested() ?? [] });
    } else {
      const known = new Set<string>();
      for (const [page, data] of message.anchors) {
        known.add(page);
        if (site.anchors.peek(page) === undefined) site.anchors.record(page, anchorsFromData(data));
      }
      site.externalLinks?.record(message.external);
      for (const page of message.relint) session.lint(page);
      const own = session.pages;
      for (const page of own) known.add(page);
      const pages = own.map((page) => [page, session.finish(page)] as [string, ReturnType<typeof session.finish>]);
      const extra: Array<[string, ReturnType<typeof anchorsToData>]> = [];
      for (const [page, anchors] of site.anchors.entries()) if (!known.has(page)) extra.push([page, anchorsToData(anchors)]);
      send({ type: 'finished', pages, extra, parses: pageParseCount() + site.anchors.parses });
    }
  } catch (error) {
    send({ type: 'failed', message: (error as Error | undefined)?.stack ?? String(error) });
  }
});
