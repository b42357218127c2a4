import { HeadedSection } from '~/components/headed-section';
import { FeaturedCard, type CardGame } from './game-card';
import { FEATURED_COLUMNS } from './full-rows';

/** 'Featured Cozy Games': four columns from 640 px; on a phone a sideways row, the next tile peeking in. */
export function FeaturedStrip({
  games,
  priority = false,
  className,
}: {
  games: CardGame[];
  /** The strip is near the top of the page: its first row's covers load first. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <HeadedSection headingId="featured-heading" title="Featured Cozy Games" className={className}>
      <ul
        className="-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0"
        data-testid="featured-list"
      >
        {games.map((game, index) => (
          <li key={game.id} className="w-[42%] max-w-[220px] shrink-0 snap-start sm:w-auto sm:max-w-none">
            <FeaturedCard game={game} priority={priority && index < FEATURED_COLUMNS} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
