import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '~/lib/cn';

/**
 * A menu that a button opens, after the ARIA menu button pattern: the first (or the checked) item
 * takes focus, arrow keys, Home and End move between items, Enter or Space chooses, and Escape or
 * Tab closes it and hands focus back to the button. A click outside closes it too. It sits in a
 * layer over the page, under its button, so no card or strip clips it.
 */
export function MenuContent({
  anchor,
  onClose,
  focusLast = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'role'> & {
  /** The button that opened the menu. */
  anchor: RefObject<HTMLElement | null>;
  /** Close the menu; `refocus` when focus should return to its button. */
  onClose: (refocus: boolean) => void;
  /** Opened with the up arrow: start at the last item. */
  focusLast?: boolean;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const button = anchor.current?.getBoundingClientRect();
    const width = menu.current?.offsetWidth ?? 0;
    if (!button) return;
    const left = Math.min(Math.max(8, button.right - width), document.documentElement.clientWidth - width - 8);
    setPlace({ top: button.bottom + window.scrollY + 6, left: left + window.scrollX });
  }, [anchor]);

  useEffect(() => {
    if (!place) return;
    const items = itemsOf(menu.current);
    const start = focusLast ? items.at(-1) : (items.find((item) => item.ariaChecked === 'true') ?? items[0]);
    start?.focus({ preventScroll: true });
  }, [place, focusLast]);

  useEffect(() => {
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (menu.current?.contains(target) || anchor.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) onClose(false);
    };
    // A scrolled strip of cards moves the button away from its menu; the page's own scroll does not.
    const onScroll = (event: Event) => {
      if (event.target !== document && !inside(event.target)) onClose(false);
    };
    const onResize = () => onClose(false);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
    };
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menu.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    }
  };

  return createPortal(
    <div
      ref={menu}
      role="menu"
      onKeyDown={onKeyDown}
      style={place ?? { top: 0, left: 0, visibility: 'hidden' }}
      className={cn(
        'absolute z-50 grid min-w-52 gap-0.5 rounded-2xl border border-sage-200 bg-white p-1.5 text-ink shadow-lg',
        className,
      )}
      {...props}
    >
      {children}
    </div>,
    document.body,
  );
}

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
}

const ITEM_CLASS =
  'flex min-h-10 w-full items-center gap-2.5 rounded-xl px-3 text-left text-sm font-medium text-sage-900 outline-none hover:bg-sage-100 focus-visible:bg-sage-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sage-700';

/** One of a set of choices, of which at most one is checked. */
export function MenuRadioItem({
  checked,
  onSelect,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      onClick={onSelect}
      className={ITEM_CLASS}
    >
      <span aria-hidden="true" className="flex h-4 w-4 shrink-0 items-center justify-center">
        {checked ? <span className="h-2.5 w-2.5 rounded-full bg-sage-700" /> : null}
      </span>
      {children}
    </button>
  );
}

/** An action in the menu. */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect} className={ITEM_CLASS}>
      <span aria-hidden="true" className="h-4 w-4 shrink-0" />
      {children}
    </button>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="mx-2 my-1 h-px bg-sage-200" />;
}
