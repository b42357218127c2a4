import type { RefObject } from 'react';
import { MenuContent, MenuItem, MenuRadioItem, MenuSeparator } from '~/components/ui/menu';
import { SHELF_LABELS, SHELF_STATES, setShelfState, type ShelfState } from '~/lib/shelf';

/** The shelf's four states for one game, and a way off the shelf; loaded with the first opening. */
export default function ShelfMenu({
  id,
  gameId,
  title,
  state,
  anchor,
  focusLast,
  onClose,
}: {
  id: string;
  gameId: number;
  title: string;
  state: ShelfState | null;
  anchor: RefObject<HTMLElement | null>;
  focusLast: boolean;
  onClose: (refocus: boolean) => void;
}) {
  const choose = (next: ShelfState | null) => {
    setShelfState(gameId, next);
    onClose(true);
  };
  return (
    <MenuContent id={id} aria-label={`Shelf for ${title}`} anchor={anchor} focusLast={focusLast} onClose={onClose}>
      {SHELF_STATES.map((option) => (
        <MenuRadioItem key={option} checked={state === option} onSelect={() => choose(option)}>
          {SHELF_LABELS[option]}
        </MenuRadioItem>
      ))}
      {state ? (
        <>
          <MenuSeparator />
          <MenuItem onSelect={() => choose(null)}>Remove from shelf</MenuItem>
        </>
      ) : null}
    </MenuContent>
  );
}
