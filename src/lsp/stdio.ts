import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server.js';

/**
 * The server on standard input and output. Standard output is the protocol's: whatever else
 * would print there (a rule's stray console.log) goes to standard error, which clients log.
 * The connection ends the process on `exit`, when the input closes, and when the client's
 * process (the `processId` of `initialize`) is gone.
 */
export function startStdioServer(): void {
  const toStderr = (...args: unknown[]) => process.stderr.write(`${args.map(String).join(' ')}\n`);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  startServer(connection);
}
