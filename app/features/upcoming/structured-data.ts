import { PLATFORM_SCHEMA_NAMES, genreLabel, type Platform } from '../../../common/catalogue';

/** What the upcoming list names of a game. */
export interface UpcomingListGame {
  slug: string;
  title: string;
  releaseDate: string | null;
  platforms: string[];
  genre: string;
}

/** The upcoming games as an ordered list of video games, soonest first, each with its release day. */
export function upcomingListJsonLd(siteUrl: string, games: UpcomingListGame[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Upcoming Cozy Games',
    url: `${siteUrl}/upcoming`,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: games.length,
    itemListElement: games.map((game, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'VideoGame',
        name: game.title,
        url: `${siteUrl}/game/${game.slug}`,
        genre: genreLabel(game.genre),
        gamePlatform: game.platforms.map((p) => PLATFORM_SCHEMA_NAMES[p as Platform] ?? p),
        ...(game.releaseDate ? { datePublished: game.releaseDate } : {}),
      },
    })),
  };
}
