import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type Diagnostic,
  type InitializeParams,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type TextEdit,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';

const CLI = path.resolve('dist/bin/docs-lint.js');

/**
 * A language client for the tests: starts `docs-lint lsp --stdio` from the build, as an editor
 * does, and keeps what the server published for each document.
 */
export class LspClient {
  readonly connection: ProtocolConnection;
  readonly process: ChildProcess;
  readonly exited: Promise<number | null>;
  stderr = '';
  private readonly published = new Map<string, PublishDiagnosticsParams>();
  private waiters: Array<() => void> = [];
  private readonly versions = new Map<string, number>();
  readonly documents = new Map<string, TextDocument>();

  constructor(args: string[] = ['lsp', '--stdio'], cli = CLI) {
    this.process = spawn(process.execPath, [cli, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.process.stderr!.on('data', (chunk) => (this.stderr += String(chunk)));
    this.exited = new Promise((resolve) => this.process.on('exit', (code) => resolve(code)));
    this.connection = createProtocolConnection(new StreamMessageReader(this.process.stdout!), new StreamMessageWriter(this.process.stdin!));
    this.connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      this.published.set(params.uri, params);
      for (const wake of this.waiters.splice(0)) wake();
    });
    // The server asks to show messages and register watchers; a client answers.
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('window/showMessageRequest', () => null);
    this.connection.listen();
  }

  async initialize(root: string, extra: Partial<InitializeParams> = {}): Promise<void> {
    await this.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: uri(root),
      workspaceFolders: [{ uri: uri(root), name: 'site' }],
      capabilities: {},
      ...extra,
    } satisfies InitializeParams);
    await this.connection.sendNotification('initialized', {});
  }

  async open(file: string, text: string): Promise<void> {
    const languageId = file.endsWith('.json') ? 'json' : file.endsWith('.md') ? 'markdown' : 'mdx';
    this.versions.set(file, 1);
    this.documents.set(file, TextDocument.create(uri(file), languageId, 1, text));
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(file), languageId, version: 1, text } });
  }

  /** Replaces the whole text, as a full-text change. */
  async change(file: string, text: string): Promise<void> {
    const version = this.versions.get(file)! + 1;
    this.versions.set(file, version);
    this.documents.set(file, TextDocument.create(uri(file), this.documents.get(file)!.languageId, version, text));
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uri(file), version }, contentChanges: [{ text }] });
  }

  /** The diagnostics of the file's current version, once the server published them. */
  async diagnostics(file: string, timeoutMs = 20_000): Promise<Diagnostic[]> {
    const version = this.versions.get(file);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const params = this.published.get(uri(file));
      if (params && (version === undefined || params.version === version)) return params.diagnostics;
      if (Date.now() > deadline) throw new Error(`no diagnostics for ${file} version ${version}; last: ${JSON.stringify(params)}; stderr: ${this.stderr}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Forgets what was published for a file, so that the next `diagnostics` waits for a new publication. */
  forget(file: string): void {
    this.published.delete(uri(file));
  }

  async codeActions(file: string, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]> {
    const range = diagnostics[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    return (await this.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uri(file) },
      range,
      context: { diagnostics, ...(only ? { only } : {}) },
    })) as CodeAction[];
  }

  /** The text of the file after the action's edit (the file's edits only), sent to the server as a change. */
  async apply(file: string, action: CodeAction): Promise<string> {
    const edits: TextEdit[] = action.edit?.changes?.[uri(file)] ?? [];
    const text = TextDocument.applyEdits(this.documents.get(file)!, edits);
    await this.change(file, text);
    return text;
  }

  async shutdown(): Promise<number | null> {
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }
}

export function uri(file: string): string {
  return pathToFileURL(file).href;
}
