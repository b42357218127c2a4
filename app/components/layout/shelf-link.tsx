import { NavLink } from 'react-router';
import { BookmarkIcon } from '~/components/bookmark-icon';
import { cn } from '~/lib/cn';
import { useShelf } from '~/lib/shelf';

/** 'My Shelf' in the header (a bookmark alone on a phone), with the number of games on it once scripts load. */
export function ShelfLink() {
  const count = useShelf().length;
  return (
    <NavLink
      to="/shelf"
      className={({ isActive }) =>
        cn(
          'relative inline-flex h-10 w-10 items-center justify-center gap-1.5 rounded-full font-medium whitespace-nowrap',
          isActive ? 'text-sage-900' : 'text-sage-800',
          'transition-colors hover:bg-sage-100 max-[389px]:w-9 sm:w-auto sm:px-3.5',
          isActive && 'bg-sage-100',
        )
      }
    >
      <BookmarkIcon className="h-5 w-5 shrink-0" />
      <span className="max-sm:sr-only">My Shelf</span>
      {count > 0 ? (
        <span
          className="min-w-5 rounded-full bg-sage-700 px-1.5 py-0.5 text-center text-xs leading-none font-bold text-white max-sm:absolute max-sm:top-0 max-sm:-right-0.5 max-sm:min-w-4 max-sm:px-1 max-sm:text-[0.6875rem]"
          data-testid="shelf-count"
        >
          {count}
          <span className="sr-only"> {count === 1 ? 'game' : 'games'}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
