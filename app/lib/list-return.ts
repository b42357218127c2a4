import { useEffect, useSyncExternalStore } from 'react';

/**
 * The way back to the list: the home page remembers, for this tab, the address of the list it last
 * showed (filters, search, sort and page); a game page's back links lead there (see
 * docs/decisions/063-the-way-back.md). The server does not know it, so its links lead to `/`.
 */
const KEY = 'cozy-games:list';

/** Only an address of the home list is ever followed, whatever the storage holds. */
function isListHref(value: string | null): value is string {
  return value !== null && (value === '/' || value.startsWith('/?'));
}

function readList(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return isListHref(value) ? value : null;
  } catch {
    // Storage turned off: there is no way back to remember.
    return null;
  }
}

/** Called by the home page with the list's address each time it shows one. */
export function useRememberList(href: string) {
  useEffect(() => {
    try {
      window.sessionStorage.setItem(KEY, href);
    } catch {
      // Storage turned off or full: the way back is then the home page.
    }
  }, [href]);
}

const noSubscription = () => () => {};

/**
 * The list to go back to, or null when this tab has shown none. Null on the server and during
 * hydration, then the remembered address (React renders again once hydrated).
 */
export function useRememberedList(): string | null {
  return useSyncExternalStore(noSubscription, readList, () => null);
}
