import { useEffect, useRef, useState, type RefObject } from 'react';

/** The selected tab inside a Tabs root: where focus goes when the control that had it is gone. */
export function activeTabIn(root: RefObject<HTMLElement | null>): HTMLElement | null {
  return root.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]') ?? null;
}

/**
 * Where focus goes when a dialog opened without a Radix trigger closes: back to the control that
 * opened it, or to `fallback` when that control is gone. Call `remember()` just before opening.
 */
export function useReturnFocus(fallback: () => HTMLElement | null) {
  const origin = useRef<HTMLElement | null>(null);
  return {
    remember() {
      origin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const target = origin.current?.isConnected ? origin.current : fallback();
      origin.current = null;
      target?.focus();
    },
  };
}

/**
 * For a change that removes the focused element (an approved card leaves the Pending list): hand
 * `rescue` the reload's promise, and once the reloaded list is on screen, if focus fell to the page
 * body it moves to `fallback`.
 */
export function useFocusRescue(fallback: () => HTMLElement | null) {
  const [settled, setSettled] = useState(0);
  const armed = useRef(false);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  useEffect(() => {
    if (!armed.current) return;
    armed.current = false;
    if (document.activeElement === document.body) fallbackRef.current()?.focus();
  }, [settled]);
  return (reload: Promise<unknown>) => {
    armed.current = true;
    void reload.then(() => setSettled((count) => count + 1));
  };
}

/**
 * On a phone the tab row scrolls: keep the selected tab in view. `layoutKey` names what moves it
 * (the selected tab, counts arriving and widening the tabs).
 */
export function useActiveTabInView(root: RefObject<HTMLElement | null>, layoutKey: string) {
  useEffect(() => {
    const active = activeTabIn(root);
    const list = active?.parentElement;
    if (!active || !list) return;
    const tabBox = active.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    if (tabBox.left >= listBox.left && tabBox.right <= listBox.right) return;
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [root, layoutKey]);
}
