import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BookmarkIcon } from '~/components/bookmark-icon';
import { SHELF_LABELS, useShelfState } from '~/lib/shelf';

const loadMenu = () => import('./shelf-menu');
const ShelfMenu = lazy(loadMenu);

/**
 * The button that puts a game on the visitor's shelf: it is in the page as rendered on the server,
 * and its menu's code loads when first wanted (a pointer over it, focus, or a press). Its name says
 * where the game is on the shelf, so a screen reader announces the state when focus comes back.
 * A card shows the bookmark alone, named for the game; the game page gives it words (`children`).
 */
export function ShelfControl({
  game,
  className,
  children,
}: {
  game: { id: number; title: string };
  className: string;
  /** The button's words, given the game's place on the shelf; without them, the button is named for the game. */
  children?: (label: string | null) => ReactNode;
}) {
  const state = useShelfState(game.id);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const label = state ? SHELF_LABELS[state] : null;

  const close = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={children ? undefined : label ? `Shelf: ${label}, ${game.title}` : `Add ${game.title} to shelf`}
        onClick={() => setOpen(open ? null : 'first')}
        onKeyDown={onKeyDown}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        data-testid="shelf-control"
        className={className}
      >
        <BookmarkIcon filled={state !== null} className="h-5 w-5 shrink-0" />
        {children?.(label)}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShelfMenu
            id={menuId}
            gameId={game.id}
            title={game.title}
            state={state}
            anchor={button}
            focusLast={open === 'last'}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
