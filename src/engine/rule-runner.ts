import { formatMessage } from '../rule-kit/format-message.js';
import type { ConfigFiles } from '../site/config-parts.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { LintSettings, PageUnderLint, Position, ReportDescriptor, Rule, RuleOptions, SeverityLevel, SourceLocation, Visitors } from '../types.js';
import { mergeEdits, type Problem } from './problem.js';

export interface EnabledRule {
  rule: Rule<any>;
  severity: Exclude<SeverityLevel, 0>;
  options: RuleOptions;
}

export interface RuleRun {
  ruleId: string;
  visitors: Visitors;
  /** Set once the rule threw on this file: it is not called again for the file. */
  crashed: boolean;
}

export interface FileUnderLint {
  filePath: string;
  sourceText: string;
  page?: PageUnderLint;
  /**
   * The files a docs.json's `$ref`s name: a report on a node (or a location) of one of them goes
   * to that file, with its fix applied to that file's text.
   */
  parts?: ConfigFiles;
}

/**
 * Creates every enabled rule's visitors for one file, and turns their reports into problems.
 * The caller walks the tree once and calls `dispatch` for each node.
 */
export class RuleRunner {
  readonly problems: Problem[] = [];
  private readonly runs: RuleRun[] = [];
  private deferred: Array<{ run: RuleRun; check: () => void }> = [];
  private readonly byType = new Map<string, RuleRun[]>();
  /** The source range of the node each fixable problem was reported on (see `fixOwner`). */
  private readonly owners = new Map<Problem, [number, number]>();
  /** `\r\n` when the file's lines end so: fixes that insert a line break insert the file's own. */
  private readonly lineEnding: '\n' | '\r\n';

  /** The file's text; empty once `releaseSource` ran. */
  private sourceText: string;
  private sourceReleased = false;

  private readonly filePath: string;
  private readonly page: PageUnderLint | undefined;
  private readonly parts: ConfigFiles | undefined;
  /** The node being dispatched: a report made from its visitor with no node of its own is placed in its file. */
  private visiting: unknown;
  /** Problems already reported on a referenced file: one included twice (from two `$ref`s) reports each once. */
  private readonly seenInParts = new Set<string>();

  constructor(
    file: FileUnderLint,
    rules: readonly EnabledRule[],
    site: ProjectIndex,
    settings: LintSettings,
  ) {
    this.filePath = file.filePath;
    this.page = file.page;
    this.parts = file.parts;
    this.sourceText = file.sourceText;
    this.lineEnding = lineEndingOf(file.sourceText);
    const runner = this;
    for (const enabled of rules) {
      const { rule, severity, options } = enabled;
      const run: RuleRun = { ruleId: rule.meta.id, visitors: {}, crashed: false };
      const context = {
        ruleId: rule.meta.id,
        options,
        filePath: file.filePath,
        // Read through the runner, so that the text is not kept alive by a deferred check's context.
        get sourceText() {
          return runner.sourceText;
        },
        site,
        settings,
        page: file.page,
        report: (descriptor: ReportDescriptor) => this.record(this.toProblem(rule, severity, descriptor)),
        afterAllPages: (check: () => void) => this.deferred.push({ run, check }),
      };
      try {
        run.visitors = rule.create(context);
      } catch (error) {
        this.recordCrash(run, error, { line: 1, column: 1 });
        continue;
      }
      this.runs.push(run);
      for (const type of Object.keys(run.visitors)) {
        const list = this.byType.get(type) ?? [];
        list.push(run);
        this.byType.set(type, list);
      }
    }
  }

  /** True when some rule listens for this node type (lets the walker skip work). */
  wants(type: string): boolean {
    return this.byType.has(type);
  }

  dispatch(type: string, node: unknown, info?: unknown): void {
    const runs = this.byType.get(type);
    if (!runs) return;
    this.visiting = node;
    for (const run of runs) {
      if (run.crashed) continue;
      try {
        run.visitors[type](node, info);
      } catch (error) {
        this.recordCrash(run, error, startOf(node));
      }
    }
  }

  /**
   * After the walk: forget every rule's visitors, so nothing but the deferred checks (and what
   * they close over) outlives the page's tree.
   */
  releaseVisitors(): void {
    this.byType.clear();
    for (const run of this.runs) run.visitors = {};
    // The deferred checks keep the runs they belong to; no other run is needed after the walk.
    this.runs.length = 0;
  }

  /**
   * After the walk (and the fix guards): forget the file's text, its front matter and the fix
   * owners, so that a page waiting for its deferred checks holds only what they close over. A
   * deferred check then sees an empty `sourceText`, and its reports carry no fixes (as documented
   * for `afterAllPages`).
   */
  releaseSource(): void {
    this.sourceText = '';
    this.sourceReleased = true;
    this.owners.clear();
    // The last node dispatched is the page's root (on `root:exit`): kept, it would hold the whole tree
    // of every page that waits for its deferred checks until the end of the run.
    this.visiting = undefined;
    if (this.page) {
      delete this.page.frontMatter;
      delete this.page.headingAnchor;
    }
  }

  get hasDeferredChecks(): boolean {
    return this.deferred.length > 0;
  }

  /**
   * Runs the checks rules put off until every page was read; returns the problems they reported.
   * A crash here is reported like one during the walk.
   */
  runDeferredChecks(): Problem[] {
    const before = this.problems.length;
    const deferred = this.deferred;
    this.deferred = [];
    for (const { run, check } of deferred) {
      if (run.crashed) continue;
      try {
        check();
      } catch (error) {
        this.recordCrash(run, error, { line: 1, column: 1 });
      }
    }
    return this.problems.slice(before);
  }

  /**
   * The `[start, end)` offsets of the node a fixable problem was reported on, when it was reported
   * on a node with a position: a fix may change the bytes of the code node it was reported on, and
   * of no other.
   */
  fixOwner(problem: Problem): [number, number] | undefined {
    return this.owners.get(problem);
  }

  private recordCrash(run: RuleRun, error: unknown, at: Position): void {
    run.crashed = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.problems.push({
      filePath: this.filePath,
      ruleId: run.ruleId,
      severity: 2,
      message: `Internal error in rule ${run.ruleId}: ${reason}. The rule stopped for this file; every other rule still ran. Please report this with the file.`,
      line: at.line,
      column: at.column,
    });
  }

  private record(problem: Problem): void {
    if (this.parts && problem.filePath !== this.filePath) {
      const key = `${problem.filePath}\u0000${problem.line}\u0000${problem.column}\u0000${problem.ruleId}\u0000${problem.message}`;
      if (this.seenInParts.has(key)) return;
      this.seenInParts.add(key);
    }
    this.problems.push(problem);
  }

  /** The file a report belongs to: the one it names, else that of its node, its location or the node being visited. */
  private fileOf(descriptor: ReportDescriptor): string {
    if (descriptor.filePath !== undefined) return descriptor.filePath;
    const parts = this.parts;
    if (!parts) return this.filePath;
    const loc = descriptor.loc;
    const visiting = this.visiting as { node?: unknown } | undefined;
    return (
      parts.fileOf(descriptor.node) ??
      (loc ? parts.fileOfPosition('start' in loc ? loc.start : loc) : undefined) ??
      parts.fileOf(visiting) ??
      parts.fileOf(visiting?.node) ??
      this.filePath
    );
  }

  /** The text a fix of a problem in `filePath` edits: this file's, or a referenced file's; undefined when it cannot be fixed. */
  private textFor(filePath: string): string | undefined {
    if (filePath === this.filePath) return this.sourceReleased ? undefined : this.sourceText;
    const part = this.parts?.partAt(filePath);
    return part && !part.invalidUtf8 ? part.text : undefined;
  }

  private toProblem(rule: Rule<any>, severity: 1 | 2, descriptor: ReportDescriptor): Problem {
    const template = rule.meta.messages[descriptor.messageId];
    if (template === undefined) throw new Error(`rule ${rule.meta.id} has no message "${descriptor.messageId}"`);
    const loc = locationOf(descriptor);
    const problem: Problem = {
      filePath: this.fileOf(descriptor),
      ruleId: reportedId(rule, descriptor),
      severity: reportedSeverity(rule, descriptor, severity),
      message: formatMessage(template, descriptor.data),
      messageId: descriptor.messageId,
      line: loc.start.line,
      column: loc.start.column,
      endLine: loc.end.line,
      endColumn: loc.end.column,
    };
    const nodeType = (descriptor.node as { type?: unknown } | null | undefined)?.type;
    if (typeof nodeType === 'string') problem.nodeType = nodeType;
    if (descriptor.suggest && descriptor.suggest.length > 0) {
      const suggestionText = this.textFor(problem.filePath);
      // A check put off until every page was read sees the file's text released: a suggestion of one edit needs none of it.
      const usable = descriptor.suggest.filter((suggestion) => suggestion.fix.length > 0 && (suggestionText !== undefined || suggestion.fix.length === 1));
      if (usable.length > 0) problem.suggestions = usable.map((suggestion) => ({ desc: suggestion.desc, fix: mergeEdits(suggestion.fix, suggestionText ?? '') }));
    }
    const text = descriptor.fix && descriptor.fix.length > 0 ? this.textFor(problem.filePath) : undefined;
    if (descriptor.fix && text !== undefined) {
      const lineEnding = problem.filePath === this.filePath ? this.lineEnding : lineEndingOf(text);
      const edits = lineEnding === '\n' ? descriptor.fix : descriptor.fix.map((edit) => ({ range: edit.range, text: withLineEnding(edit.text, lineEnding) }));
      problem.edits = edits;
      problem.fix = mergeEdits(edits, text);
      const owner = offsetsOf(descriptor.node);
      if (owner) this.owners.set(problem, owner);
    }
    return problem;
  }
}

/** The rule's id, or the foreign id (`Style.Rule`) a rule that runs another tool's rules gives. */
/**
 * A report takes its rule's severity, as in ESLint, so the editor and the CLI agree. The one
 * exception is a rule that reports another tool's checks (`vale`): the levels belong to the team's
 * Vale style, and a Vale `suggestion` or `warning` stays below an error.
 */
function reportedSeverity(rule: Rule<any>, descriptor: ReportDescriptor, severity: Problem['severity']): Problem['severity'] {
  if (descriptor.severity === undefined) return severity;
  if (!rule.meta.reportsForeignIds) throw new Error(`rule ${rule.meta.id} cannot lower the severity of one report`);
  return descriptor.severity === 'info' ? 0 : descriptor.severity === 'warn' ? Math.min(1, severity) as Problem['severity'] : severity;
}

function reportedId(rule: Rule<any>, descriptor: ReportDescriptor): string {
  if (descriptor.ruleId === undefined) return rule.meta.id;
  if (!rule.meta.reportsForeignIds || !descriptor.ruleId.includes('.')) throw new Error(`rule ${rule.meta.id} cannot report as "${descriptor.ruleId}"`);
  return descriptor.ruleId;
}

function locationOf(descriptor: ReportDescriptor): SourceLocation {
  const loc = descriptor.loc ?? descriptor.node?.loc ?? (descriptor.node?.position as SourceLocation | undefined);
  if (!loc) return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  if ('start' in loc) return { start: pick(loc.start), end: pick(loc.end ?? loc.start) };
  return { start: pick(loc), end: pick(loc) };
}

function pick(position: Position): Position {
  return { line: position.line, column: position.column };
}

/** The line ending of the file's first line; a file with none gets `\n`. */
function lineEndingOf(text: string): '\n' | '\r\n' {
  const newline = text.indexOf('\n');
  return newline > 0 && text.charCodeAt(newline - 1) === 13 ? '\r\n' : '\n';
}

/** Every bare `\n` a rule wrote becomes the file's line ending; `\r\n` copied from the file stays as it is. */
function withLineEnding(text: string, lineEnding: string): string {
  return text.replace(/\r?\n/g, lineEnding);
}

/** `[start, end)` of an mdast node (`position`) or a momoa node (`range`). */
function offsetsOf(node: ReportDescriptor['node']): [number, number] | undefined {
  const position = (node as { position?: { start?: { offset?: number }; end?: { offset?: number } } } | null | undefined)?.position;
  if (typeof position?.start?.offset === 'number' && typeof position.end?.offset === 'number') return [position.start.offset, position.end.offset];
  const range = (node as { range?: unknown } | null | undefined)?.range;
  if (Array.isArray(range) && typeof range[0] === 'number' && typeof range[1] === 'number') return [range[0], range[1]];
  return undefined;
}

function startOf(node: unknown): Position {
  const loc = (node as { loc?: SourceLocation; position?: SourceLocation } | null)?.loc ?? (node as { position?: SourceLocation } | null)?.position;
  return loc?.start ? pick(loc.start) : { line: 1, column: 1 };
}
