interface Searchable {
  title: string;
  developer?: string | null;
  genre: string;
  features?: string[] | null;
  description: string;
}

/** The text the full-text index covers: every field a visitor may search by. */
export function buildSearchText(game: Searchable): string {
  return [game.title, game.developer ?? '', game.genre, ...(game.features ?? []), game.description]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `stardew valy` → `stardew:* & valy:*`, or null when the text holds no searchable word. */
export function toPrefixTsQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}
