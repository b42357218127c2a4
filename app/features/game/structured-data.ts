import { PLATFORM_SCHEMA_NAMES, genreLabel, type Platform } from '../../../common/catalogue';
import type { PageGame } from './page-game';

export function videoGameJsonLd(siteUrl: string, game: PageGame, ratingCount: number) {
  const image = new URL(game.cover?.social ?? game.coverUrl, `${siteUrl}/`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    '@id': `${siteUrl}/games/${game.id}`,
    name: game.title,
    url: `${siteUrl}/game/${game.slug}`,
    description: game.description.slice(0, 100),
    image,
    inLanguage: 'en-US',
    genre: genreLabel(game.genre),
    gamePlatform: game.platforms.map((p) => PLATFORM_SCHEMA_NAMES[p as Platform] ?? p),
    ...(game.developer ? { author: { '@type': 'Organization', name: game.developer } } : {}),
    ...(game.releaseDate || game.releaseYear ? { datePublished: game.releaseDate ?? String(game.releaseYear) } : {}),
    offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'USD' },
    ...(game.rating !== null && ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: game.rating,
            bestRating: 5,
            worstRating: 1,
            ratingCount,
          },
        }
      : {}),
  };
}
