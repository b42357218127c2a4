/** What the item list names of a game. */
export interface ItemListGame {
  slug: string;
  title: string;
}

export const ITEM_LIST_LIMIT = 20;

export function websiteJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Cozy Games',
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function itemListJsonLd(siteUrl: string, games: ItemListGame[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Cozy Games',
    numberOfItems: Math.min(games.length, ITEM_LIST_LIMIT),
    itemListElement: games.slice(0, ITEM_LIST_LIMIT).map((game, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${siteUrl}/game/${game.slug}`,
      name: game.title,
    })),
  };
}
