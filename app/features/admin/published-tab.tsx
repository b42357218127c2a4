import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../../common/schemas/games';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { EntryCard } from './entry-card';
import { formatDate } from './format';
import type { ApiQuery } from './use-api-query';
import { CardGrid, EmptyState, ErrorState, LoadingState } from './tab-states';

interface PublishedTabProps {
  query: ApiQuery<Game[]>;
  onAdd: () => void;
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
}

const matches = (game: Game, needle: string) =>
  [game.title, game.developer ?? '', game.genre].some((text) => text.toLowerCase().includes(needle));

/** The catalogue as admins see it: search it, add a game, edit or delete one. */
export function PublishedTab({ query, onAdd, onEdit, onDelete }: PublishedTabProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const games = query.data;
  const shown = useMemo(() => (games ?? []).filter((game) => matches(game, needle)), [games, needle]);

  let body;
  if (query.error && !query.loading) {
    body = <ErrorState title="Error loading games" error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!games) {
    body = <LoadingState>Loading games...</LoadingState>;
  } else if (games.length === 0) {
    body = <EmptyState>No published games found</EmptyState>;
  } else if (shown.length === 0) {
    body = <EmptyState>No published games match “{search.trim()}”</EmptyState>;
  } else {
    body = (
      <CardGrid label="Published games">
        {shown.map((game) => (
          <li key={game.id}>
            <GameCard game={game} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5 sm:w-80">
          <Label htmlFor={searchId}>Search published games</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder="Title, developer or genre"
            aria-describedby={`${searchId}-count`}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button onClick={onAdd}>
          <span aria-hidden="true">+</span> Add Game
        </Button>
      </div>
      {games && games.length > 0 ? (
        <p id={`${searchId}-count`} className="text-sm text-muted" aria-live="polite">
          Showing {shown.length} of {games.length} games
        </p>
      ) : null}
      {body}
    </div>
  );
}

function GameCard({ game, onEdit, onDelete }: { game: Game } & Pick<PublishedTabProps, 'onEdit' | 'onDelete'>) {
  const titleId = useId();
  return (
    <EntryCard
      entry={{ ...game, imageUrl: game.coverUrl }}
      titleId={titleId}
      details={[['Added', formatDate(game.createdAt)]]}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => onEdit(game)}>
            Edit<span className="sr-only"> {game.title}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(game)}>
            Delete<span className="sr-only"> {game.title}</span>
          </Button>
          <Button asChild variant="ghost" size="sm" className="sm:ml-auto">
            <Link to={`/game/${game.slug}`}>
              View page<span className="sr-only"> of {game.title}</span>
            </Link>
          </Button>
        </>
      }
    />
  );
}
