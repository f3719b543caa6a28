import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionKind,
  DidChangeWatchedFilesNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fileKind } from '../eslint-plugin/lint-file.js';
import { BlockReparser } from '../page/block-reparser.js';
import { setFolderCheckInterval } from '../eslint-plugin/site-cache.js';
import { docsLintVersion } from '../version.js';
import { ADD_WORD_COMMAND, FIX_ALL_KIND, lspEdit, quickFixes, wants } from './code-actions.js';
import { toDiagnostics } from './diagnostics.js';
import { changedSpan, fixAllText } from './fix-all.js';
import { lintDocument, type LintedDocument } from './lint-document.js';
import { LintScheduler } from './lint-scheduler.js';
import { SiteProjects } from './site-projects.js';
import type { SiteProject } from './site-project.js';
import { addWordToSiteList } from './word-list.js';
import { WATCHED_GLOBS, watchedChange } from './watched-files.js';

export interface ServerOptions {
  /** How long a document waits after its last lint before the next change is linted (see `LintScheduler`). */
  debounceMs?: number;
}

const DEFAULT_DEBOUNCE_MS = 75;

interface OpenLint {
  version: number;
  filePath: string;
  project: SiteProject;
  linted: LintedDocument;
}

/**
 * The language server: open pages (and docs.json, and the JSON files its `$ref`s name) linted
 * as they are edited, against the site each belongs to; quick fixes; fix-all. Every handler
 * catches its own failures: a failure is a message to the client, never a dead server.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(TextDocument);
  // A config docs-lint cannot use leaves the presets' defaults in force; the writer is told why.
  const projects = new SiteProjects((project) => {
    if (project.configError) void connection.window.showWarningMessage(`docs-lint: ${project.configError.message} Linting with the default rules until it is fixed.`);
  });
  const lints = new Map<string, OpenLint>();
  const reparsers = new Map<string, BlockReparser>();
  let debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let resolveEdits = false;
  let scheduler = new LintScheduler((uri) => void lintAndPublish(uri), debounceMs);
  let watchFiles = false;
  let folderEvents = false;

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const init = (params.initializationOptions ?? {}) as { debounceMs?: unknown };
    if (typeof init.debounceMs === 'number' && init.debounceMs >= 0) {
      debounceMs = init.debounceMs;
      scheduler = new LintScheduler((uri) => void lintAndPublish(uri), debounceMs);
    }
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    folderEvents = params.capabilities.workspace?.workspaceFolders === true;
    resolveEdits = params.capabilities.textDocument?.codeAction?.resolveSupport?.properties.includes('edit') === true;
    const folders = (params.workspaceFolders ?? []).map((folder) => fileURLToPath(folder.uri));
    if (folders.length === 0 && params.rootUri) folders.push(fileURLToPath(params.rootUri));
    projects.addFolders(folders);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: resolveEdits },
        executeCommandProvider: { commands: [ADD_WORD_COMMAND] },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'docs-lint', version: docsLintVersion() },
    };
  });

  connection.onInitialized(() => {
    // With the client watching the files, the site cache need not look at the folders before each lint.
    if (watchFiles) {
      setFolderCheckInterval(Infinity);
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: WATCHED_GLOBS.map((globPattern) => ({ globPattern })) });
    }
    if (folderEvents) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        projects.addFolders(event.added.map((folder) => fileURLToPath(folder.uri)));
      });
    }
    // The sites of the workspace are read now, not at the first keystroke.
    void projects.warmAll().catch((error) => connection.console.error(`docs-lint: ${(error as Error).message}`));
  });

  documents.onDidOpen((event) => scheduler.schedule(event.document.uri));
  documents.onDidChangeContent((event) => scheduler.schedule(event.document.uri));
  documents.onDidClose((event) => {
    scheduler.forget(event.document.uri);
    lints.delete(event.document.uri);
    reparsers.delete(event.document.uri);
    void connection.sendDiagnostics({ uri: event.document.uri, diagnostics: [] });
  });

  /** Lints the document's current text, publishes its diagnostics, and re-lints what depends on it. */
  async function lintAndPublish(uri: string): Promise<void> {
    try {
      const open = await lintNow(uri);
      if (!open) return;
      const document = documents.get(uri);
      if (!document || document.version !== open.version) return;
      await connection.sendDiagnostics({ uri, version: document.version, diagnostics: toDiagnostics(document, open.linted) });
    } catch (error) {
      connection.console.error(`docs-lint: could not lint ${uri}: ${(error as Error).stack ?? error}`);
    }
  }

  /** The lint of a document's current version: the last one when still current, else a new one. */
  async function lintNow(uri: string): Promise<OpenLint | undefined> {
    const document = documents.get(uri);
    if (!document || !uri.startsWith('file:')) return undefined;
    const known = lints.get(uri);
    if (known && known.version === document.version) return known;
    const filePath = fileURLToPath(uri);
    const kind = fileKind(filePath);
    if (kind === 'other') return undefined;
    const project = await projects.forFile(filePath);
    if (!project) return undefined;
    // The text may have moved on while the project loaded.
    const version = document.version;
    let reparser = reparsers.get(uri);
    if (!reparser && kind === 'page') reparsers.set(uri, (reparser = new BlockReparser()));
    const linted = lintDocument(project, filePath, document.getText(), kind, reparser);
    const open: OpenLint = { version, filePath, project, linted };
    lints.set(uri, open);
    afterLint(uri, open, known);
    return open;
  }

  /**
   * What one lint changes for the others: new headings of a page re-lint the open pages that
   * link to it; a new docs.json (or part of it) re-lints every open file of the site.
   */
  function afterLint(uri: string, open: OpenLint, before: OpenLint | undefined): void {
    const kind = fileKind(open.filePath);
    if (kind === 'page') {
      if (before?.linted.anchors === undefined || before.linted.anchors === open.linted.anchors) return;
      const page = open.project.relative(open.filePath);
      for (const [other, lint] of lints) if (other !== uri && lint.project === open.project && lint.linted.reads.has(page)) relint(other);
    } else if (before && before.linted.text !== open.linted.text) {
      for (const [other, lint] of lints) if (other !== uri && lint.project === open.project) relint(other);
    }
  }

  function relint(uri: string): void {
    lints.delete(uri);
    scheduler.schedule(uri);
  }

  connection.onCodeAction(async (params) => {
    try {
      const document = documents.get(params.textDocument.uri);
      const open = await lintNow(params.textDocument.uri);
      if (!document || !open) return [];
      const kind = fileKind(open.filePath);
      const actions: CodeAction[] = [];
      if (wants(params, CodeActionKind.QuickFix)) {
        actions.push(...quickFixes(document, open.linted, params, { markdown: /\.md$/i.test(open.filePath), page: kind === 'page' }));
      }
      if (wants(params, FIX_ALL_KIND) && open.linted.problems.some((problem) => problem.fix || problem.edits)) {
        const fixAll: CodeAction = { title: 'Fix all docs-lint problems', kind: FIX_ALL_KIND, data: { uri: document.uri, version: document.version } };
        actions.push(resolveEdits ? fixAll : withFixAllEdit(fixAll));
      }
      return actions;
    } catch (error) {
      connection.console.error(`docs-lint: code actions failed: ${(error as Error).stack ?? error}`);
      return [];
    }
  });

  connection.onCodeActionResolve((action) => {
    try {
      return withFixAllEdit(action);
    } catch (error) {
      connection.console.error(`docs-lint: fix-all failed: ${(error as Error).stack ?? error}`);
      return action;
    }
  });

  /** The fix-all action with its edit, worked out for the version of the document it was offered for. */
  function withFixAllEdit(action: CodeAction): CodeAction {
    const { uri, version } = (action.data ?? {}) as { uri?: string; version?: number };
    const document = uri ? documents.get(uri) : undefined;
    const open = uri ? lints.get(uri) : undefined;
    if (!document || !open || document.version !== version || open.version !== version) return action;
    const after = fixAllText(open.project, open.filePath, fileKind(open.filePath), open.linted);
    if (after === undefined) return { ...action, edit: { changes: {} } };
    return { ...action, edit: { changes: { [document.uri]: [lspEdit(document, open.linted, changedSpan(open.linted.text, after))] } } };
  }

  connection.onExecuteCommand(async (params) => {
    if (params.command !== ADD_WORD_COMMAND) return undefined;
    const [uri, word] = (params.arguments ?? []) as [unknown, unknown];
    try {
      if (typeof uri !== 'string' || typeof word !== 'string' || !uri.startsWith('file:')) throw new Error('expected a file URI and a word');
      const project = await projects.forFile(fileURLToPath(uri));
      if (!project) throw new Error(`${uri} belongs to no docs.json site`);
      const outcome = addWordToSiteList(project.root, word);
      if ('error' in outcome) {
        void connection.window.showWarningMessage(outcome.error);
        return undefined;
      }
      // The spelling rule reads the word lists once per index: a new index reads the new word.
      project.forgetFiles();
      relintProject(project);
      return { file: pathToFileURL(outcome.file).href, created: outcome.created, added: outcome.added };
    } catch (error) {
      void connection.window.showErrorMessage(`docs-lint: could not add the word: ${(error as Error).message}`);
      return undefined;
    }
  });

  connection.onDidChangeWatchedFiles(async (params) => {
    try {
      for (const change of params.changes) {
        if (!change.uri.startsWith('file:')) continue;
        const filePath = fileURLToPath(change.uri);
        const project = projects.loadedFor(filePath);
        if (!project) continue;
        const what = watchedChange(project, filePath, change.type);
        if (what === 'readers') {
          const page = project.relative(filePath);
          for (const [uri, lint] of lints) if (lint.project === project && lint.linted.reads.has(page) && uri !== change.uri) relint(uri);
          continue;
        }
        if (what === 'reload') {
          await project.load();
          if (project.configError) void connection.window.showWarningMessage(`docs-lint: ${project.configError.message} Linting with the default rules until it is fixed.`);
        }
        project.forgetFiles();
        relintProject(project);
      }
    } catch (error) {
      connection.console.error(`docs-lint: ${(error as Error).stack ?? error}`);
    }
  });

  function relintProject(project: SiteProject): void {
    for (const document of documents.all()) {
      const lint = lints.get(document.uri);
      if (lint ? lint.project === project : document.uri.startsWith('file:') && path.resolve(fileURLToPath(document.uri)).startsWith(project.root + path.sep)) relint(document.uri);
    }
  }

  documents.listen(connection);
  connection.listen();
}
