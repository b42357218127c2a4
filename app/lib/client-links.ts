import { useCallback, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Links that repeat by the dozen (filter buttons, page numbers, game cards) are plain anchors
 * marked with `clientLink(…)`, and one click handler on the page navigates for all of them, as
 * React Router's `Link` would for each. A page then renders a few hundred anchors at the cost of
 * markup alone; before the script loads, and for a click with a modifier key, they are ordinary
 * links.
 */
export interface ClientLinkOptions {
  /** Keep the scroll position (React Router's `preventScrollReset`). */
  keepScroll?: boolean;
  /** After the navigation, glide to the element with this id. */
  scrollTo?: string;
}

/** The attributes that make an anchor a client-side link. */
export function clientLink({ keepScroll, scrollTo }: ClientLinkOptions = {}) {
  return {
    'data-client-link': '',
    // React Router fetches the routes of the links on the page ahead of a click.
    'data-discover': 'true',
    'data-keep-scroll': keepScroll ? '' : undefined,
    'data-scroll-to': scrollTo,
  };
}

/** The click handler for an element holding client-side links. */
export function useClientLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-client-link]');
      if (!anchor || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const scrollTo = anchor.dataset.scrollTo;
      void navigate(url.pathname + url.search + url.hash, {
        preventScrollReset: anchor.dataset.keepScroll !== undefined,
        state: scrollTo ? { scrollTo } : undefined,
      });
    },
    [navigate],
  );
}

/** Space on a link styled as a button or a card follows it, as Enter and a click do. */
export function followOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}
