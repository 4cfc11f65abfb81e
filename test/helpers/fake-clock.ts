/**
 * A fake clock for browser tests of code that waits with `setTimeout` (autoplay, throttles,
 * time limits): while installed, `window.setTimeout`/`clearTimeout` keep their callbacks until
 * the test moves the clock on with `tick`, so "not before N ms" and "never, however long" are
 * checked exactly instead of by sleeping. Everything else (frames, CSS transitions, fetch, React's
 * scheduler, which kept the real timers when it loaded) runs in real time. The clock is removed
 * after each test.
 */

interface Timer {
  at: number;
  run: () => void;
}

export interface FakeClock {
  /** Milliseconds the clock has moved on since it was installed. */
  readonly now: number;
  /** How many callbacks are waiting. */
  pending(): number;
  /** Delays (from when each was set) of the callbacks waiting, soonest first. */
  delays(): number[];
  /** Moves the clock on by `ms`, running each callback that falls due, in order. */
  tick(ms: number): void;
  uninstall(): void;
}

/** Fake ids start far above the browser's, so clearing a real timer never clears a fake one. */
const FIRST_ID = 1_000_000_000;
let installed: FakeClock | undefined;

export function installFakeClock(): FakeClock {
  if (installed) throw new Error('a fake clock is already installed');
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const timers = new Map<number, Timer & { delay: number }>();
  let now = 0;
  let nextId = FIRST_ID;

  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function') throw new Error('the fake clock runs function callbacks only');
    const id = nextId++;
    const wait = Math.max(0, Number(delay) || 0);
    timers.set(id, { at: now + wait, delay: wait, run: () => handler(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && timers.has(id)) timers.delete(id);
    else realClearTimeout(id);
  }) as typeof window.clearTimeout;

  const clock: FakeClock = {
    get now() {
      return now;
    },
    pending: () => timers.size,
    delays: () => [...timers.values()].sort((a, b) => a.at - b.at).map((timer) => timer.delay),
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let due: [number, Timer] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
      timers.clear();
      installed = undefined;
    },
  };
  installed = clock;
  return clock;
}

afterEach(() => installed?.uninstall());
