import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const LIST_SECTION_ID = 'all-games';
export const LIST_HEADING_ID = 'all-games-heading';

/**
 * Brings the list's heading into view: the list's section comes to the top (the filters above the
 * heading stay on screen) when that leaves the heading in the upper half of the screen, else the
 * heading itself does. Nothing moves when the heading already sits there. Glides, or jumps when
 * motion is reduced.
 */
export function bringListIntoView() {
  const section = document.getElementById(LIST_SECTION_ID);
  const heading = document.getElementById(LIST_HEADING_ID);
  if (!section || !heading) return;
  const headerBottom = document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0;
  const upperHalf = window.innerHeight / 2;
  const top = heading.getBoundingClientRect().top;
  if (top >= headerBottom && top <= upperHalf) return;
  const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  const headingBelowSection = top - section.getBoundingClientRect().top;
  const target = margin + headingBelowSection <= upperHalf ? section : heading;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
}

/**
 * After each change of the list (filter, search, sort, page), and on arriving from another page at
 * a list with any of them (a search from a header), the list's heading comes into view; so does
 * any navigation that asks for it (`state.scrollTo`). Back and forward keep the place the browser
 * restores, and a page loaded afresh starts at its top. `paused` holds the page still while a
 * dialog over it changes the list.
 */
export function useListInView(paused: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  const pausedNow = useRef(paused);
  // Read by the effect below without running it again: opening or closing the dialog moves nothing.
  useLayoutEffect(() => {
    pausedNow.current = paused;
  }, [paused]);

  useEffect(() => {
    const before = shown.current;
    shown.current = location.search;
    // The first render after a page load is a POP too.
    if (navigationType === 'POP' || pausedNow.current) return;
    const asked = (location.state as { scrollTo?: string } | null)?.scrollTo === LIST_SECTION_ID;
    const changed = before === null ? location.search !== '' : before !== location.search;
    if (asked || changed) bringListIntoView();
  }, [location.key, location.search, location.state, navigationType]);
}
