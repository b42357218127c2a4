/** Columns of the featured strip from 640 px; below, its tiles make one row that scrolls sideways. */
export const FEATURED_COLUMNS = 4;

/**
 * The featured games a strip shows: whole rows, so no game sits alone on a row (the ninth of nine,
 * say); fewer than a row make their one row. The games come in the order given (newest first), so
 * the oldest leave first.
 */
export function inFullRows<T>(games: readonly T[], columns = FEATURED_COLUMNS): T[] {
  if (games.length <= columns) return [...games];
  return games.slice(0, games.length - (games.length % columns));
}
