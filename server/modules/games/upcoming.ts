import type { Database } from '../../../db/client.ts';
import type { Game } from '../../../common/schemas/games.ts';
import { todayUtc } from '../../../common/upcoming.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { toGame } from './service.ts';
import { selectUpcomingGames } from './upcoming-queries.ts';

/**
 * The upcoming games: those whose release date is after today (UTC), soonest first. The home page
 * asks on every visit whether there are any, so the list is kept like the catalogue's lists, per
 * day, and forgotten on every catalogue change.
 */
export function createUpcomingGames(db: Database, options: { cacheSeconds?: number } = {}) {
  const cache = createTtlCache<Game[]>((options.cacheSeconds ?? 0) * 1000, 2);
  const list = (now: Date = new Date()): Promise<Game[]> => {
    const today = todayUtc(now);
    return cache.get(today, async () => (await selectUpcomingGames(db, today)).map(toGame));
  };
  return {
    list,
    async any(now: Date = new Date()): Promise<boolean> {
      return (await list(now)).length > 0;
    },
    invalidate() {
      cache.clear();
    },
  };
}

export type UpcomingGames = ReturnType<typeof createUpcomingGames>;
