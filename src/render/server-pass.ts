/** Whether React is rendering on the server or hydrating server HTML (its server snapshot), or rendering in the browser after that. */
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** True on the server and during hydration, false after (React uses the server snapshot while hydrating). */
export function useServerPass(): boolean {
  return useSyncExternalStore(subscribeNothing, () => false, () => true);
}
