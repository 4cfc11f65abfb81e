/**
 * A minimal observable for content results. Unlike the reference SDK's subject, a subscriber
 * that arrives after a value (or an error) is known still receives it, so a late
 * `<builder-content>` gets the content that an earlier one already fetched. A throwing
 * subscriber is logged and never stops the others.
 */

export interface Subscription {
  readonly closed: boolean;
  unsubscribe(): void;
}

export interface Observable<T> {
  /** Calls `next` with the current value (if known) and every later one; `error` likewise. */
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription;
  /** The current value, or the next one; rejects with the current or next error. */
  promise(): Promise<T>;
  /** Same as `promise()` (the reference SDK's name). */
  toPromise(): Promise<T>;
  /** A view that applies `project` to every value. */
  map<U>(project: (value: T) => U): Observable<U>;
}

type Listener<T> = { next: (value: T) => void; error?: (error: unknown) => void };
type State<T> = { kind: 'empty' } | { kind: 'value'; value: T } | { kind: 'error'; error: unknown };

function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(error);
  }
}

function firstOf<T>(source: Observable<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let subscription: Subscription | undefined;
    const settle = (finish: () => void) => {
      settled = true;
      subscription?.unsubscribe(); // undefined while a known value is replayed inside subscribe()
      finish();
    };
    subscription = source.subscribe(
      (value) => settle(() => resolve(value)),
      (error) => settle(() => reject(error)),
    );
    if (settled) subscription.unsubscribe();
  });
}

abstract class Base<T> implements Observable<T> {
  abstract subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription;
  promise(): Promise<T> {
    return firstOf(this);
  }
  toPromise(): Promise<T> {
    return firstOf(this);
  }
  map<U>(project: (value: T) => U): Observable<U> {
    return new Mapped(this, project);
  }
}

/** An observable you push values and errors into. */
export class Subject<T> extends Base<T> {
  private state: State<T> = { kind: 'empty' };
  private readonly listeners = new Set<Listener<T>>();

  /** The last value, or `undefined` when none (or an error) is known. */
  get value(): T | undefined {
    return this.state.kind === 'value' ? this.state.value : undefined;
  }

  get hasValue(): boolean {
    return this.state.kind === 'value';
  }

  next(value: T): void {
    this.state = { kind: 'value', value };
    for (const listener of [...this.listeners]) safely(() => listener.next(value));
  }

  error(error: unknown): void {
    this.state = { kind: 'error', error };
    for (const listener of [...this.listeners]) if (listener.error) safely(() => listener.error!(error));
  }

  subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription {
    const listener: Listener<T> = { next, error };
    const listeners = this.listeners;
    listeners.add(listener);
    const state = this.state;
    if (state.kind === 'value') safely(() => next(state.value));
    else if (state.kind === 'error' && error) safely(() => error(state.error));
    return {
      get closed() {
        return !listeners.has(listener);
      },
      unsubscribe: () => listeners.delete(listener),
    };
  }
}

class Mapped<S, T> extends Base<T> {
  constructor(
    private readonly source: Observable<S>,
    private readonly project: (value: S) => T,
  ) {
    super();
  }

  subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription {
    return this.source.subscribe((value) => {
      let projected: T;
      try {
        projected = this.project(value);
      } catch (failure) {
        error?.(failure);
        return;
      }
      next(projected);
    }, error);
  }
}
