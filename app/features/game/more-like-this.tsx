import { HeadedSection } from '~/components/headed-section';
import { GameCard, GameCardItem, type CardGame } from '~/features/games/game-card';

/** Up to four games most like this one, as cards. */
export function MoreLikeThis({ games }: { games: CardGame[] }) {
  if (games.length === 0) return null;
  return (
    <HeadedSection headingId="more-like-this-heading" title="More Like This" className="mt-12">
      <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {games.map((game) => (
          <GameCardItem key={game.id}>
            <GameCard game={game} />
          </GameCardItem>
        ))}
      </ul>
    </HeadedSection>
  );
}
