import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { summarizeValidation, type OpenApiValidation, type OpenApiValidatorResult } from '../site/openapi-documents.js';

/**
 * OpenAPI schema validation for synchronous callers. `@readme/openapi-parser`'s `validate` is
 * async, and ESLint rules are not: the validation runs in one worker thread that lives as long as
 * the process (unref'd, so it never keeps it alive), and the caller blocks on an `Atomics.wait`
 * until the answer is posted. eslint-mdx parses every page the same way (through synckit).
 *
 * The worker only calls `validate` and copies its answer into plain data; what the answer means
 * is decided in `openapi-documents.ts` (`summarizeValidation`), as for the CLI.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let validate;
try {
  ({ validate } = require(workerData.parser));
} catch {
  validate = undefined;
}
Atomics.store(workerData.ready, 0, validate ? 1 : 2);
Atomics.notify(workerData.ready, 0);
parentPort.on('message', ({ document, port, signal }) => {
  Promise.resolve()
    .then(() => validate(document, { resolve: { external: false } }))
    .then(
      (result) => ({
        result: {
          valid: Boolean(result.valid),
          errors: (result.errors || []).map((error) => ({ message: String(error.message) })),
          additionalErrors: result.additionalErrors || 0,
        },
      }),
      (error) => ({ thrown: String((error && error.message) || error) }),
    )
    .then((answer) => {
      port.postMessage(answer);
      port.close();
      Atomics.store(signal, 0, 1);
      Atomics.notify(signal, 0);
    });
});
`;

/** A spec that takes longer than this is left unvalidated rather than freezing the editor. */
const TIMEOUT_MS = 60_000;
/** How long the worker may take to start and load the validator. */
const START_TIMEOUT_MS = 10_000;

/** The worker; null once it could not start (then documents stay unvalidated for the process). */
let worker: Worker | null | undefined;

function validationWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  try {
    const parser = createRequire(import.meta.url).resolve('@readme/openapi-parser');
    const ready = new Int32Array(new SharedArrayBuffer(4));
    // No inherited flags: the host's (`--input-type=module`, loaders) would change how the script runs.
    const thread = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { parser, ready } });
    thread.unref();
    thread.on('error', () => undefined);
    // Wait until it answers that the validator loaded: a worker that cannot start must not cost a timeout per document.
    Atomics.wait(ready, 0, 0, START_TIMEOUT_MS);
    if (Atomics.load(ready, 0) === 1) worker = thread;
    else void thread.terminate();
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Validates a parsed OpenAPI document and waits for the answer. Undefined when no answer came
 * (no worker, a document that cannot be sent to it, a timeout): the caller keeps the document
 * as loaded but unvalidated.
 */
export function validateOpenApiDocumentBlocking(document: Record<string, unknown>): OpenApiValidation | undefined {
  const thread = validationWorker();
  if (!thread) return undefined;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  try {
    thread.postMessage({ document, port: port2, signal }, [port2]);
    if (Atomics.wait(signal, 0, 0, TIMEOUT_MS) === 'timed-out') {
      // Stop the validation that hangs; the next document gets a fresh worker.
      void thread.terminate();
      worker = undefined;
      return undefined;
    }
    const answer = receiveMessageOnPort(port1)?.message as { result: OpenApiValidatorResult } | { thrown: string } | undefined;
    if (!answer) return undefined;
    return 'thrown' in answer ? answer : summarizeValidation(answer.result);
  } catch {
    return undefined;
  } finally {
    port1.close();
  }
}

/** Stops the worker (tests; a long-lived process never needs to). */
export async function stopOpenApiValidator(): Promise<void> {
  const thread = worker;
  worker = undefined;
  if (thread) await thread.terminate();
}
