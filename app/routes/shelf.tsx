import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/shelf';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { Button } from '~/components/ui/button';
import { GameCard, GameCardItem, toCardGame } from '~/features/games/game-card';
import { SHELF_STATES, useShelf, type ShelfEntries } from '~/lib/shelf';
import { mergeIntoShelf, removeFromShelf, sharedShelf, shelfQuery } from '~/features/shelf/shelf-link';
import { useShelfGames, type ShelfGames } from '~/features/shelf/use-shelf-games';
import { ShelfGroup } from '~/features/shelf/shelf-group';
import { CopyShelfLink } from '~/features/shelf/copy-shelf-link';
import { useHydrated } from '~/lib/use-hydrated';

export const meta: Route.MetaFunction = ({ matches }) =>
  // Each browser's shelf is its own: nothing here for a search engine.
  pageMeta({ title: 'My Shelf', path: '/shelf', siteUrl: siteUrlFrom(matches), noindex: true });

/** What 'Add to my shelf' leaves for the next page to say. */
interface AddedState {
  added?: number;
}

export default function Shelf() {
  const location = useLocation();
  const shared = useMemo(() => sharedShelf(new URLSearchParams(location.search)), [location.search]);
  const mine = useShelf();
  const hydrated = useHydrated();
  const entries = shared ?? mine;
  const games = useShelfGames(hydrated ? entries.map(([id]) => id) : []);

  // Games the catalogue no longer has leave this browser's own shelf, so its count stays true.
  useEffect(() => {
    if (!shared && games.missing.size > 0) removeFromShelf([...games.missing]);
  }, [shared, games.missing]);

  const added = (location.state as AddedState | null)?.added;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-sage-900 sm:text-4xl">{shared ? 'A Shared Shelf' : 'My Shelf'}</h1>
        <p className="mt-3 text-lg text-muted">
          {shared
            ? 'Someone shared the games on their shelf with you. Add them to yours to keep them in this browser.'
            : 'The games you want to play, are playing, have played, or have set aside. Your shelf is kept in this browser only: no account, nothing sent anywhere.'}
        </p>
        <p role="status" className="mt-3 font-medium text-sage-800 empty:hidden">
          {added === undefined
            ? ''
            : added === 0
              ? 'These games were already on your shelf.'
              : `Added ${added} ${added === 1 ? 'game' : 'games'} to your shelf.`}
        </p>
      </div>

      {!hydrated ? (
        <p className="text-muted">Loading the shelf...</p>
      ) : shared ? (
        <SharedShelf entries={shared} games={games} />
      ) : mine.length === 0 ? (
        <EmptyShelf />
      ) : (
        <>
          <CopyShelfLink href={`${window.location.origin}/shelf?${shelfQuery(mine)}`} />
          <ShelfGroups entries={[...mine].reverse()} games={games} />
        </>
      )}
    </div>
  );
}

function SharedShelf({ entries, games }: { entries: ShelfEntries; games: ShelfGames }) {
  const navigate = useNavigate();
  const known = entries.filter(([id]) => games.found.has(id));
  const add = () => {
    const added = mergeIntoShelf(known);
    void navigate('/shelf', { state: { added } satisfies AddedState });
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={add} disabled={!games.done || known.length === 0}>
          Add to my shelf
        </Button>
        <Button asChild variant="outline">
          <Link to="/shelf">See my shelf</Link>
        </Button>
      </div>
      {games.done && known.length === 0 ? (
        <p className="text-muted">None of the games in this link are in the catalogue any more.</p>
      ) : (
        <ShelfGroups entries={entries} games={games} />
      )}
    </>
  );
}

/** The shelf's games by state, each state with its count; states without games are left out. */
function ShelfGroups({ entries, games }: { entries: ShelfEntries; games: ShelfGames }) {
  return (
    <div className="space-y-12">
      {games.failed ? (
        <p role="alert" className="text-berry-700">
          Some games could not be loaded just now. Please try again in a moment.
        </p>
      ) : null}
      {SHELF_STATES.map((state) => {
        const ids = entries.filter(([id, s]) => s === state && !games.missing.has(id)).map(([id]) => id);
        if (ids.length === 0) return null;
        const shown = ids.flatMap((id) => {
          const game = games.found.get(id);
          return game ? [toCardGame(game)] : [];
        });
        return (
          <ShelfGroup key={state} state={state} count={ids.length}>
            <ul
              className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              aria-busy={!games.done}
            >
              {shown.map((game) => (
                <GameCardItem key={game.id}>
                  <GameCard game={game} />
                </GameCardItem>
              ))}
            </ul>
            {shown.length < ids.length && !games.failed ? <p className="mt-3 text-muted">Loading games...</p> : null}
          </ShelfGroup>
        );
      })}
    </div>
  );
}

function EmptyShelf() {
  return (
    <div className="rounded-2xl border border-dashed border-sage-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-semibold text-sage-900">Your shelf is empty</p>
      <p className="mt-2 text-muted">Use the bookmark on any game to put it on your shelf.</p>
      <Button asChild className="mt-6">
        <Link to="/">Browse games</Link>
      </Button>
    </div>
  );
}
