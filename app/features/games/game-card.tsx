import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { genreLabel } from '../../../common/catalogue';
import type { Game } from '../../../common/schemas/games';
import { Badge } from '~/components/ui/badge';
import { CoverImage } from '~/components/cover-image';
import { PlatformChips } from './platform-chips';

export type CardGame = Pick<
  Game,
  'id' | 'slug' | 'title' | 'description' | 'coverUrl' | 'platforms' | 'genre' | 'featured' | 'hasCombat'
>;

/**
 * The whole card opens the game: the title link stretches over the card, so a click anywhere, Enter
 * or Space on the focused card goes to /game/{slug}, and the link's name is just the title.
 */
export function GameCard({ game }: { game: CardGame }) {
  const navigate = useNavigate();
  const href = `/game/${game.slug}`;
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      navigate(href);
    }
  };
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-sage-200 bg-white shadow-sm transition focus-within:-translate-y-0.5 focus-within:ring-2 focus-within:ring-sage-700 hover:-translate-y-0.5 hover:shadow-md"
      data-testid="game-card"
    >
      <div className="relative aspect-video overflow-hidden bg-sage-100">
        <CoverImage
          src={game.coverUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex gap-1.5">
          {game.featured ? <Badge variant="peach">Featured</Badge> : null}
          {game.hasCombat ? <Badge variant="berry">Combat</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg leading-snug font-semibold text-sage-900 group-hover:text-sage-700">
          <Link
            to={href}
            onKeyDown={onKeyDown}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {game.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted">{game.description}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
          <PlatformChips platforms={game.platforms} />
          <span className="text-xs font-semibold tracking-wide text-sage-700 uppercase">{genreLabel(game.genre)}</span>
        </div>
      </div>
    </article>
  );
}

/** Featured strip cards show only the image and the title. */
export function FeaturedCard({ game }: { game: CardGame }) {
  return (
    <Link
      to={`/game/${game.slug}`}
      className="group block overflow-hidden rounded-2xl border border-sage-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="aspect-video overflow-hidden bg-sage-100">
        <CoverImage
          src={game.coverUrl}
          alt=""
          width={640}
          height={360}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <p className="p-3 text-sm leading-snug font-semibold text-sage-900 sm:text-base">{game.title}</p>
    </Link>
  );
}
