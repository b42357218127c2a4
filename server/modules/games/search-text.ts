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
