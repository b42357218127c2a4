import type { ReactNode } from 'react';
import { genreLabel } from '../../../common/catalogue';
import type { Game } from '../../../common/schemas/games';
import { Badge } from '~/components/ui/badge';
import { GameCover } from '~/components/cover-image';
import { TeaCups } from '~/components/tea-cup-rating';
import { HoursToFinish } from '~/components/hours-to-finish';
import { UpcomingBadge } from '~/components/upcoming-badge';
import { PlatformChips } from './platform-chips';
import { clientLink, followOnSpace } from '~/lib/client-links';
import { cn } from '~/lib/cn';
import { SHELF_LABELS, useShelfState } from '~/lib/shelf';
import { useNewSinceLastVisit } from '~/lib/visits';
import { ShelfControl } from '~/features/shelf/shelf-control';

export type CardGame = Pick<
  Game,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'coverUrl'
  | 'cover'
  | 'platforms'
  | 'genre'
  | 'featured'
  | 'hasCombat'
  | 'rating'
  | 'hoursToFinish'
  | 'publishedAt'
  | 'releaseDate'
>;

/** Only what a card shows, so a page's data carries no more than it needs. */
export function toCardGame(game: Game): CardGame {
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    description: game.description,
    coverUrl: game.coverUrl,
    cover: game.cover,
    platforms: game.platforms,
    genre: game.genre,
    featured: game.featured,
    hasCombat: game.hasCombat,
    rating: game.rating,
    hoursToFinish: game.hoursToFinish,
    publishedAt: game.publishedAt,
    releaseDate: game.releaseDate,
  };
}

/** How wide a card's cover is drawn: the home grid's one to four columns in a 1280 px page. */
export const CARD_COVER_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw';
/** The featured strip: four columns from 640 px, a sideways-scrolling row of narrower tiles below. */
const FEATURED_COVER_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 24vw, min(42vw, 220px)';

/**
 * The whole card opens the game: the title link stretches over the card, so a click anywhere, Enter
 * or Space on the focused card goes to /game/{slug}, and the link's name is just the title.
 *
 * The card's four parts (cover, title with its hours, description, footer) are rows of the grid it sits in
 * (`grid-rows-subgrid`), so titles, descriptions and footers line up across a row of cards even when
 * a title or the platform chips wrap. Its parent must hand it those four rows, as `GameCardItem` does:
 * a card given none is squeezed to its cover.
 */
export function GameCard({ game, priority = false }: { game: CardGame; priority?: boolean }) {
  const href = `/game/${game.slug}`;
  const shelf = useShelfState(game.id);
  return (
    <article
      className={cn(
        'group relative row-span-4 grid h-full grid-rows-subgrid gap-y-0 overflow-hidden rounded-2xl border border-sage-200',
        // Set aside ('Not for me'): a paler card.
        shelf === 'not' ? 'bg-sage-50' : 'bg-white',
        'shadow-sm transition focus-within:-translate-y-0.5 focus-within:ring-2 focus-within:ring-sage-700 hover:-translate-y-0.5 hover:shadow-md',
      )}
      data-testid="game-card"
      data-shelf={shelf ?? undefined}
    >
      <CardCover
        game={game}
        sizes={CARD_COVER_SIZES}
        priority={priority}
        dimmed={shelf === 'not'}
        className="relative aspect-video overflow-hidden bg-sage-100"
      >
        <div className="absolute top-2 left-2 flex gap-1.5">
          {game.featured ? <Badge variant="peach">Featured</Badge> : null}
          {game.hasCombat ? <Badge variant="berry">Combat</Badge> : null}
          <UpcomingBadge releaseDate={game.releaseDate} />
        </div>
        <VisitorBadges game={game} shelf={shelf} />
      </CardCover>
      {/* The title and the hours under it are one row, so the descriptions still line up. */}
      <div className="px-4 pt-4">
        <h3 className="text-lg leading-snug font-semibold text-sage-900 group-hover:text-sage-700">
          <StretchedLink href={href}>{game.title}</StretchedLink>
        </h3>
        <HoursToFinish hours={game.hoursToFinish} className="mt-1 text-xs" />
      </div>
      <p className="line-clamp-2 px-4 pt-2 text-sm text-muted">{game.description}</p>
      <div className="flex flex-col gap-3 px-4 pt-3 pb-4" data-testid="card-footer">
        <PlatformChips platforms={game.platforms} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs font-semibold tracking-wide text-sage-700 uppercase">{genreLabel(game.genre)}</span>
          {game.rating !== null ? <CardRating rating={game.rating} /> : null}
        </div>
      </div>
      {/* Drawn on the cover, reached after the title's link. */}
      <ShelfControl game={game} className={SHELF_CONTROL_CLASS} />
    </article>
  );
}

/**
 * A card's place in a list whose grid defines no rows of its own: the item spans four of the list's
 * rows and hands them on to its card, so every card is as tall as its content and the cards of a
 * row line up.
 */
export function GameCardItem({ children }: { children: ReactNode }) {
  return <li className="row-span-4 grid grid-rows-subgrid gap-y-0">{children}</li>;
}

/**
 * What this visitor's browser adds to a card once the page has hydrated: the game's place on their
 * shelf, and 'New' for a game that entered the catalogue since their previous visit.
 */
function VisitorBadges({ game, shelf }: { game: CardGame; shelf: ReturnType<typeof useShelfState> }) {
  const isNew = useNewSinceLastVisit(game.publishedAt);
  if (!shelf && !isNew) return null;
  return (
    <div className="absolute bottom-2 left-2 flex flex-wrap gap-1.5" data-testid="visitor-badges">
      {isNew ? <Badge variant="bright">New</Badge> : null}
      {shelf ? <Badge variant="dark">{SHELF_LABELS[shelf]}</Badge> : null}
    </div>
  );
}

/** A card's title link, stretched over the whole card so that a click anywhere on it follows it. */
function StretchedLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      {...clientLink()}
      onKeyDown={followOnSpace}
      className="outline-none after:absolute after:inset-0 after:content-['']"
    >
      {children}
    </a>
  );
}

/** The shelf's bookmark button in a card's top right corner, over the link that covers the card. */
const SHELF_CONTROL_CLASS =
  'absolute top-2 right-2 z-10 flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-sage-800 shadow-sm ring-1 ring-sage-200 hover:bg-sage-100';

/** A card's cover, in the frame `className` draws: the picture fills it and grows a little while the card is hovered. */
function CardCover({
  game,
  sizes,
  priority,
  dimmed = false,
  className,
  children,
}: {
  game: CardGame;
  sizes: string;
  priority: boolean;
  /** 'Not for me': the picture fades, the words stay readable. */
  dimmed?: boolean;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <GameCover
        game={game}
        alt=""
        sizes={sizes}
        priority={priority}
        className={cn(
          'h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]',
          dimmed && 'opacity-40 grayscale',
        )}
      />
      {children}
    </div>
  );
}

/** The cozy rating on a card: only for games with votes. */
function CardRating({ rating }: { rating: number }) {
  return (
    <div className="flex items-center gap-1.5 text-sm font-semibold text-sage-900" data-testid="card-rating">
      <span className="sr-only">Cozy rating </span>
      <TeaCups rating={rating} size="sm" />
      <span>{rating.toFixed(1)}</span>
      <span className="sr-only"> out of 5</span>
    </div>
  );
}

/** Featured strip cards show only the image and the title; the title's link covers the tile. */
export function FeaturedCard({ game, priority = false }: { game: CardGame; priority?: boolean }) {
  const href = `/game/${game.slug}`;
  const shelf = useShelfState(game.id);
  return (
    <article
      className={cn(
        'group relative h-full overflow-hidden rounded-2xl border border-sage-200',
        // Set aside ('Not for me'): a paler card.
        shelf === 'not' ? 'bg-sage-50' : 'bg-white',
        'shadow-sm transition focus-within:-translate-y-0.5 focus-within:ring-2 focus-within:ring-sage-700 hover:-translate-y-0.5 hover:shadow-md',
      )}
      data-testid="featured-card"
      data-shelf={shelf ?? undefined}
    >
      <CardCover
        game={game}
        sizes={FEATURED_COVER_SIZES}
        priority={priority}
        dimmed={shelf === 'not'}
        className="relative aspect-video overflow-hidden bg-sage-100"
      >
        <VisitorBadges game={game} shelf={shelf} />
        <UpcomingBadge releaseDate={game.releaseDate} className="absolute top-2 left-2" />
      </CardCover>
      <h3 className="p-3 text-sm leading-snug font-semibold text-sage-900 sm:text-base">
        <StretchedLink href={href}>{game.title}</StretchedLink>
      </h3>
      <ShelfControl game={game} className={SHELF_CONTROL_CLASS} />
    </article>
  );
}
