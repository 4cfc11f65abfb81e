/**
 * Whether React is rendering on the server or hydrating server HTML, or rendering in the
 * browser after that. The server pass ends in a transition: React holds a transition back
 * while a Suspense boundary it would reach is still server HTML waiting for its code (a lazily
 * loaded block), where an urgent update would make it throw that HTML away and render afresh.
 */
import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** A layout effect in the browser; on the server (where neither runs) one React 18 does not warn about. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** True on the server and while the client hydrates server HTML (React's server snapshot); then false. */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );

/** How long the server pass waits at most for streamed boundaries (a stream cut short leaves one pending). */
const STREAM_WAIT_MS = 10_000;

/**
 * Whether the page still holds a Suspense boundary whose HTML the server streamed after the shell
 * and React has not revealed yet (`<!--$?-->` pending, `<!--$~-->` waiting for its reveal: React
 * 19.2 moves large boundaries out of the shell and reveals them in throttled batches).
 */
function boundaryAwaitingReveal(): boolean {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const { data } = node as Comment;
    if (data === '$?' || data === '$~') return true;
  }
  return false;
}

/** Callbacks waiting for the reveal, watched by one observer for all of them. */
const waiting = new Set<() => void>();
let observing = false;
/** Set after a walk found nothing waiting, until the current task ends (the effects of one commit share it). */
let clearThisTask = false;

function isClear(): boolean {
  if (clearThisTask) return true;
  if (boundaryAwaitingReveal()) return false;
  clearThisTask = true;
  queueMicrotask(() => (clearThisTask = false));
  return true;
}

/**
 * Calls `done` once no boundary awaits its streamed HTML (at once when none does); returns the
 * cancel. One observer and one walk of the page per mutation, however many components wait.
 */
function afterStreamedBoundaries(done: () => void): () => void {
  if (typeof document === 'undefined' || isClear()) {
    done();
    return () => {};
  }
  waiting.add(done);
  if (!observing) {
    observing = true;
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      observing = false;
      for (const each of [...waiting]) each();
      waiting.clear();
    };
    const observer = new MutationObserver(() => !boundaryAwaitingReveal() && finish());
    const timer = setTimeout(finish, STREAM_WAIT_MS);
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }
  return () => void waiting.delete(done);
}

/**
 * True on the server and during hydration, false after: on the client it turns false in a
 * transition once hydration has committed (never before a waiting block has hydrated) and no
 * streamed boundary awaits its reveal. React renders such a boundary afresh, throwing the
 * server's nodes away, when any update reaches it before the reveal, a transition included.
 */
export function useServerPass(): boolean {
  const hydrating = useHydrating();
  const [serverPass, setServerPass] = useState(hydrating);
  useEffect(() => {
    if (serverPass) return afterStreamedBoundaries(() => startTransition(() => setServerPass(false)));
    return undefined;
  }, [serverPass]);
  return serverPass;
}
