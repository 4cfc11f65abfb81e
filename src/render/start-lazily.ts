/** How the renderer starts what only some pages need from a module it loads only then. */

/** Runs `start` from a lazily loaded module; the returned cleanup stops it (or cancels a pending start). */
export function startLazily<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  void load().then((module) => {
    if (live) stop = start(module);
  });
  return () => {
    live = false;
    stop?.();
  };
}
