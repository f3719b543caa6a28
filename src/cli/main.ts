#!/usr/bin/env node
import v8 from 'node:v8';
import { runCli } from './run-cli.js';

// docs-lint allocates fast (every page is parsed into a fresh tree) but keeps little from page to
// page. By default V8 lets the heap grow to about four times what is live before a full
// collection: hundreds of megabytes on a large site for nothing. Growing by half instead keeps
// the peak near what is live, at no measurable cost in time (see docs/performance.mdx). The flag
// is read at every collection, so setting it here takes effect; a value given on the node command
// line wins (Node does not accept this flag in NODE_OPTIONS).
if (!process.execArgv.join(' ').includes('heap-growing-percent')) {
  v8.setFlagsFromString('--heap-growing-percent=50');
}

// `docs-lint | head` closes the pipe while the report is still being written: that is the reader's
// choice, not a failure to report with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTty: Boolean(process.stdout.isTTY),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  },
  stderrIsTty: Boolean(process.stderr.isTTY),
  stdoutColumns: process.stdout.columns,
  stderrColumns: process.stderr.columns,
});
process.exitCode = code;
