import type { CliIo } from './run-cli.js';
import { UsageError } from './parse-cli-args.js';

export const LSP_HELP_TEXT = `Usage: docs-lint lsp [--stdio]

Starts docs-lint's language server (the Language Server Protocol) on standard input and output,
for editors: VS Code, Neovim, Zed, Helix, JetBrains IDEs (see docs/editors.mdx). It lints each
open page as it is edited, unsaved text included, against the whole site of its docs.json, and
docs.json itself; it offers the rules' fixes, their suggestions, "fix all", adding a word to the
site's word list, and turning a rule off for a line. Editors start it; nobody types to it.

Options:
      --stdio              Talk over standard input and output (the default and the only way;
                           accepted because most clients pass it)
  -h, --help               Show this help
`;

/**
 * \`docs-lint lsp\`: runs until the client says \`exit\` (or closes the pipe, or its process dies),
 * then ends the process itself; the returned promise resolves only when there is nothing to run.
 */
export async function runLspCommand(argv: readonly string[], io: CliIo): Promise<number> {
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return io.stdout(LSP_HELP_TEXT), 0;
    // A client may pass its own process id this way (vscode-languageclient's node transport does).
    if (arg !== '--stdio' && !arg.startsWith('--clientProcessId=')) throw new UsageError(`docs-lint lsp: unknown option ${arg}. It takes --stdio (see docs-lint lsp --help).`);
  }
  const { startStdioServer } = await import('../lsp/stdio.js');
  startStdioServer();
  return new Promise<number>(() => undefined);
}
