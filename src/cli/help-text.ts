export const HELP_TEXT = `Usage: docs-lint [dir] [options]
       docs-lint [options] file|glob...
       docs-lint --stdin --stdin-filename PATH [options]
       docs-lint init [dir] [--preset NAME] [--assistant LIST] [--force] [--check]
       docs-lint mv <from> <to> [--dry-run] [--no-redirect] [--baseline PATH]
       docs-lint lsp [--stdio]

Lints a docs.json documentation site: the config, its navigation and its pages.
dir is the site root, the folder that holds docs.json (or mint.json); default: the current folder.
Given files (as pre-commit hooks and lint-staged pass them), docs-lint lints only those pages, and
docs.json when it is one of them, against the whole site: the nearest folder above them that holds
docs.json. All files must belong to one site. Files that are not pages, that the config
ignores, or that are in no site are skipped with a notice.

Commands (each prints its own options with --help):
  init                     Write docs-lint.config.json for a site (and an assistant rules file)
  mv <from> <to>           Move or rename a page or a folder of pages, and update its navigation
                           entries, the links to it and its own links; add a redirect
  lsp                      Start the language server for editors (on standard input and output)

Options:
  -c, --config PATH        Use this docs-lint config file instead of <dir>/docs-lint.config.json
      --preset NAME[,NAME] Use these presets instead of the config's "extends":
                           recommended (default), strict, style, prose, all
      --rule ID:SEVERITY   Set one rule's severity (off, warn, error); repeatable
  -f, --format NAME        Output format: stylish (default), json, github, sarif, html,
                           markdown, junit, or the path of a formatter module (./formatter.mjs)
  -o, --output-file PATH   Write the report to a file instead of standard output (the folder
                           is created when missing)
      --max-warnings N     Exit 1 when there are more than N warnings
      --quiet              Report errors only
      --fix                Apply the fixes of fixable rules and write the changed files
      --fix-dry-run        Print the fixes --fix would make, as a unified diff; write nothing
      --changed[=REF]      Lint only pages changed since REF (default: the merge base with the
                           default branch) and the pages that link to them; docs.json when it
                           or the set of files changed. Not with file arguments
      --threads N|auto     Lint pages in N threads (1: no worker threads); auto (default) starts
                           workers, one per core, when enough pages need linting to pay for them.
                           --fix always uses one
      --cache              Reuse the results of pages that did not change since the last run
                           (stored in <dir>/.docs-lint-cache); --fix runs do not use it
      --cache-location PATH
                           The cache file, or a folder for it (implies --cache)
      --no-progress        No progress line on stderr (shown only on a terminal, never in CI,
                           for runs longer than a second)
      --external           Also check links and images to other sites, in pages and docs.json
                           (rule link-external-reachable); results are kept with --cache for
                           externalLinks.cacheTtl (default one day)
      --report-unused-disable-directives
                           Warn about docs-lint-disable comments that suppress nothing
      --color              Colours even when the output is not a terminal (also: FORCE_COLOR=1)
      --no-color           No colours (also: NO_COLOR=1, or output that is not a terminal)
      --print-config [FILE]
                           Print the resolved configuration and exit; given a file, the
                           settings that file is linted with (after "overrides")
      --ignore-pattern GLOB
                           Also ignore these files (relative to the site root); repeatable
      --stdin              Lint standard input as the page named by --stdin-filename
      --stdin-filename PATH
                           The page (or docs.json) that standard input stands for
      --baseline PATH      The baseline file (default: <dir>/.docs-lint-baseline.json, used
                           when it exists): problems it records are not reported
      --baseline-write     Record every problem of this run in the baseline
      --baseline-prune     Drop the baseline's problems that are fixed
      --no-baseline        Read no baseline: report every problem, baselined or not
      --list-rules         List every rule with its category, default severity and description
      --list-unknown-words Print every word of the site no dictionary knows, with its count,
                           most frequent first (to start a word list); no report
  -v, --version            Print the version
  -h, --help               Print this help

Exit codes: 0 no errors (and warnings within --max-warnings); 1 lint errors; 2 usage, config or internal failure.
`;
