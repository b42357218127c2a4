import { FeaturedStrip } from './featured-strip';
import type { CardGame } from './game-card';
import { SearchBox } from './search-box';

/** Ways on from a page that is not there: a search of the catalogue, then the featured games. */
export function FindAGame({ featured }: { featured: CardGame[] }) {
  return (
    <>
      <section aria-labelledby="find-a-game-heading" className="mx-auto mt-12 max-w-2xl text-center">
        <h2 id="find-a-game-heading" className="text-2xl font-bold text-sage-900">
          Looking for a game?
        </h2>
        <SearchBox className="mt-4" />
      </section>
      {featured.length > 0 ? <FeaturedStrip games={featured} className="mt-14" /> : null}
    </>
  );
}
