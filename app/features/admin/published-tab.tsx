import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../../common/schemas/games';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import type { ListPage } from '~/lib/api';
import { EntryCard } from './entry-card';
import { formatDate } from './format';
import { Pager, pageCountOf } from './pager';
import type { ApiQuery } from './use-api-query';
import { CardGrid, TabQuery } from './tab-states';

/** How long typing pauses before the catalogue is searched. */
const SEARCH_DELAY_MS = 300;

interface PublishedTabProps {
  query: ApiQuery<ListPage<Game>>;
  /** The search asked of the server (not the box's text while typing). */
  search: string;
  /** The search the shown page answers, which lags `search` while the next page loads. */
  answeredSearch: string;
  onSearch: (search: string) => void;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onAdd: () => void;
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
}

const number = (n: number) => n.toLocaleString('en-US');

/** The catalogue as admins see it, searched and paged by the server: add a game, edit or delete one. */
export function PublishedTab({
  query,
  search,
  answeredSearch,
  onSearch,
  page,
  perPage,
  onPage,
  onAdd,
  onEdit,
  onDelete,
}: PublishedTabProps) {
  const searchId = useId();
  const [typed, setTyped] = useState(search);
  const onSearchRef = useRefTo(onSearch);
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => onSearchRef.current(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearchRef]);

  const answer = query.data;
  const body = (
    <TabQuery
      query={query}
      errorTitle="Error loading games"
      loadingText="Loading games..."
      isEmpty={(found) => found.total === 0}
      emptyText={answeredSearch ? <>No published games match “{answeredSearch}”</> : 'No published games found'}
    >
      {(found) => (
        <>
          <CardGrid label="Published games">
            {found.items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} onEdit={onEdit} onDelete={onDelete} />
              </li>
            ))}
          </CardGrid>
          <Pager label="Published games" page={page} pageCount={pageCountOf(found.total, perPage)} onPage={onPage} />
        </>
      )}
    </TabQuery>
  );

  const first = (page - 1) * perPage + 1;
  return (
    <div className="grid gap-5" aria-busy={query.loading || undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5 sm:w-80">
          <Label htmlFor={searchId}>Search published games</Label>
          <Input
            id={searchId}
            type="search"
            value={typed}
            placeholder="Title, developer or genre"
            maxLength={100}
            aria-describedby={`${searchId}-count`}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button onClick={onAdd}>
          <span aria-hidden="true">+</span> Add Game
        </Button>
      </div>
      {answer && answer.items.length > 0 ? (
        <p id={`${searchId}-count`} className="text-sm text-muted" aria-live="polite">
          Showing {number(first)}–{number(first + answer.items.length - 1)} of {number(answer.total)}{' '}
          {answeredSearch ? `games matching “${answeredSearch}”` : 'games'}
        </p>
      ) : null}
      {body}
    </div>
  );
}

/** A ref that always holds the latest value, for a timer that must not restart when it changes. */
function useRefTo<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

function GameCard({ game, onEdit, onDelete }: { game: Game } & Pick<PublishedTabProps, 'onEdit' | 'onDelete'>) {
  const titleId = useId();
  return (
    <EntryCard
      entry={game}
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
