/**
 * A minimal observable for content results. Unlike the reference SDK's subject, a subscriber
 * that arrives after a value (or an error) is known still receives it, so a late
 * `<builder-content>` gets the content that an earlier one already fetched. A throwing
 * subscriber is logged and never stops the others.
 */

/** Returned by `subscribe`; `unsubscribe()` removes exactly that listener. */
export interface Subscription {
  readonly closed: boolean;
  unsubscribe(): void;
}

/** Values over time, with replay of the latest value or error. */
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

/** An observable you push values and errors into. */
export interface Subject<T> extends Observable<T> {
  next(value: T): void;
  error(error: unknown): void;
}

type Listener<T> = [next: (value: T) => void, error?: (error: unknown) => void];

function safely<A>(run: ((arg: A) => void) | undefined, arg: A): void {
  try {
    run?.(arg);
  } catch (error) {
    console.error(error);
  }
}

/** Adds `promise`, `toPromise` and `map` to a bare `subscribe`. */
function observable<T>(subscribe: Observable<T>['subscribe']): Observable<T> {
  const promise = () =>
    new Promise<T>((resolve, reject) => {
      let settled = false;
      let subscription: Subscription | undefined;
      const settle =
        <A>(finish: (arg: A) => void) =>
        (arg: A) => {
          settled = true;
          subscription?.unsubscribe(); // undefined while a known value is replayed inside subscribe()
          finish(arg);
        };
      subscription = subscribe(settle(resolve), settle(reject));
      if (settled) subscription.unsubscribe();
    });
  return {
    subscribe,
    promise,
    toPromise: promise,
    map: <U>(project: (value: T) => U) =>
      observable<U>((next, error) =>
        subscribe((value) => {
          let projected: U;
          try {
            projected = project(value);
          } catch (failure) {
            return error?.(failure);
          }
          next(projected);
        }, error),
      ),
  };
}

/** A new subject with no value yet. */
export function createSubject<T>(): Subject<T> {
  const listeners = new Set<Listener<T>>();
  // [value] once a value is known, [undefined, error] once an error is; empty before either.
  let state: [T] | [undefined, unknown] | [] = [];
  const base = observable<T>((next, error) => {
    const listener: Listener<T> = [next, error];
    listeners.add(listener);
    if (state.length === 1) safely(next, state[0]);
    else if (state.length === 2) safely(error, state[1]);
    return {
      get closed() {
        return !listeners.has(listener);
      },
      unsubscribe: () => listeners.delete(listener),
    };
  });
  return {
    ...base,
    next(value) {
      state = [value];
      for (const [next] of [...listeners]) safely(next, value);
    },
    error(error) {
      state = [undefined, error];
      for (const [, onError] of [...listeners]) safely(onError, error);
    },
  };
}
