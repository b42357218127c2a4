import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False during the server render and while the page hydrates, true after: what needs the script
 * (a form that sends through it, this browser's storage) waits for it, and what works without
 * one stays until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
