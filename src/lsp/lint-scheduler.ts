/**
 * When to lint a document after a change. A change to a document that was not linted in the
 * last `windowMs` is linted as soon as the messages already received are handled (edits that
 * arrived together are linted once), so a writer who pauses sees the result at once; a change
 * within the window waits for its end, so a burst of keystrokes costs one lint per window, not
 * one per keystroke.
 */
export class LintScheduler {
  private readonly pending = new Map<string, NodeJS.Timeout | NodeJS.Immediate>();
  private readonly lastRun = new Map<string, number>();

  constructor(
    private readonly run: (uri: string) => void,
    private readonly windowMs: number,
  ) {}

  schedule(uri: string): void {
    if (this.pending.has(uri)) return;
    const wait = (this.lastRun.get(uri) ?? -Infinity) + this.windowMs - performance.now();
    const fire = () => {
      this.pending.delete(uri);
      this.lastRun.set(uri, performance.now());
      this.run(uri);
    };
    this.pending.set(uri, wait > 0 ? setTimeout(fire, wait) : setImmediate(fire));
  }

  /** The document closed: nothing more to lint for it. */
  forget(uri: string): void {
    const timer = this.pending.get(uri);
    if (timer) {
      clearTimeout(timer as NodeJS.Timeout);
      clearImmediate(timer as NodeJS.Immediate);
    }
    this.pending.delete(uri);
    this.lastRun.delete(uri);
  }
}
