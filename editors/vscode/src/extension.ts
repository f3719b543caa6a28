import path from 'node:path';
import { workspace, type ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

/**
 * A thin client: VS Code starts `docs-lint lsp` (the CLI this extension ships, or the one the
 * settings name) and shows what it says. Every check, fix and code action is the server's.
 */
export async function activate(context: ExtensionContext): Promise<void> {
  const settings = workspace.getConfiguration('docs-lint');
  const serverPath = settings.get<string>('serverPath') || context.asAbsolutePath(path.join('server', 'dist', 'bin', 'docs-lint.js'));
  const runtime = settings.get<string>('runtime') || undefined;
  const run = { module: serverPath, args: ['lsp'], transport: TransportKind.stdio, ...(runtime ? { runtime } : {}) };
  const serverOptions: ServerOptions = { run, debug: run };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'mdx' },
      { scheme: 'file', language: 'markdown' },
      { scheme: 'file', pattern: '**/{docs,mint}.json' },
      // The JSON files a docs.json `$ref`s; the server answers only for those its site names.
      { scheme: 'file', language: 'json' },
    ],
    initializationOptions: { debounceMs: settings.get<number>('debounceMs') },
  };
  client = new LanguageClient('docs-lint', 'docs-lint', serverOptions, clientOptions);
  await client.start();
  context.subscriptions.push({ dispose: () => void client?.stop() });
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
