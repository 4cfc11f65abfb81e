/**
 * Whether React is rendering on the server or hydrating server HTML, or rendering in the
 * browser after that. The server pass ends in a transition: React holds a transition back
 * while a Suspense boundary it would reach is still server HTML waiting for its code (a lazily
 * loaded block), where an urgent update would make it throw that HTML away and render afresh.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** True on the server and while the client hydrates server HTML (React's server snapshot); then false. */
export const useHydrating = (): boolean => useSyncExternalStore(subscribeNothing, () => false, () => true);

/**
 * True on the server and during hydration, false after: on the client it turns false in a
 * transition once hydration has committed (never before a waiting block has hydrated).
 */
export function useServerPass(): boolean {
  const hydrating = useHydrating();
  const [serverPass, setServerPass] = useState(hydrating);
  useEffect(() => {
    if (serverPass) startTransition(() => setServerPass(false));
  }, [serverPass]);
  return serverPass;
}
