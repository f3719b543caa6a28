interface HostState {
  queue: Array<() => void>;
  active: number;
  /** No request to the host starts while it asked to wait (429). */
  paused: boolean;
}

/**
 * Runs requests with at most `concurrency` in flight overall and `perHost` to any one host. Each
 * host has its own queue and the free slots go round the hosts with work waiting, so a busy or
 * slow host never holds back the others: a thousand dead hosts take a thousand / `concurrency`
 * rounds, not a thousand times one. A task holds a slot only while it runs, never while it waits.
 */
export class HostScheduler {
  private readonly hosts = new Map<string, HostState>();
  /** Hosts with queued tasks, in the order they get the next free slot. */
  private readonly waiting = new Set<string>();
  private active = 0;

  constructor(
    private readonly limits: { concurrency: number; perHost: number },
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const state = this.stateOf(host);
    return new Promise<T>((resolve, reject) => {
      state.queue.push(() => {
        this.active++;
        state.active++;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.active--;
            state.active--;
            this.pump();
          });
      });
      this.waiting.add(host);
      this.pump();
    });
  }

  /** Holds every request to `host` that has not started for `ms` (a pause under way is not lengthened). */
  pause(host: string, ms: number): void {
    const state = this.stateOf(host);
    if (state.paused) return;
    state.paused = true;
    void this.sleep(ms).then(() => {
      state.paused = false;
      this.pump();
    });
  }

  private stateOf(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) this.hosts.set(host, (state = { queue: [], active: 0, paused: false }));
    return state;
  }

  private pump(): void {
    let started = true;
    while (started && this.active < this.limits.concurrency) {
      started = false;
      for (const host of this.waiting) {
        if (this.active >= this.limits.concurrency) break;
        const state = this.hosts.get(host)!;
        if (state.active >= this.limits.perHost || state.paused) continue;
        // To the back of the round: the next free slot goes to another host first.
        this.waiting.delete(host);
        const next = state.queue.shift()!;
        if (state.queue.length > 0) this.waiting.add(host);
        next();
        started = true;
      }
    }
  }
}
