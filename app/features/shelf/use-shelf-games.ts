import { useEffect, useState } from 'react';
import { api, ApiRequestError } from '~/lib/api';
import type { Game } from '../../../common/schemas/games';

/** At most this many games are asked for at once, as a browser would for one server anyway. */
const AT_ONCE = 6;

/** Each game asked for once per page load: null when the catalogue does not have it. */
const asked = new Map<number, Promise<Game | null>>();

function gameById(id: number): Promise<Game | null> {
  let game = asked.get(id);
  if (!game) {
    game = api('GET /api/games/:id', { params: { id } }).catch((error: unknown) => {
      // Gone from the catalogue (or never in it): skipped. Anything else may pass: ask again next time.
      if (error instanceof ApiRequestError && error.status === 404) return null;
      asked.delete(id);
      throw error;
    });
    asked.set(id, game);
  }
  return game;
}

export interface ShelfGames {
  /** The games found so far, by id. */
  found: ReadonlyMap<number, Game>;
  /** Ids the catalogue does not have. */
  missing: ReadonlySet<number>;
  /** Whether every id has been answered. */
  done: boolean;
  /** Whether some game could not be read (the network or the server failing). */
  failed: boolean;
}

/** The catalogue's games for a shelf's ids, read from the API once the page has hydrated. */
export function useShelfGames(ids: readonly number[]): ShelfGames {
  const [found, setFound] = useState<ReadonlyMap<number, Game>>(() => new Map());
  const [missing, setMissing] = useState<ReadonlySet<number>>(() => new Set());
  const [failed, setFailed] = useState(false);
  const key = ids.join(',');

  useEffect(() => {
    let cancelled = false;
    const queue = key ? key.split(',').map(Number) : [];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          const game = await gameById(id);
          if (cancelled) return;
          if (game) setFound((before) => (before.has(id) ? before : new Map(before).set(id, game)));
          else setMissing((before) => (before.has(id) ? before : new Set(before).add(id)));
        } catch {
          if (!cancelled) setFailed(true);
        }
      }
    };
    void Promise.all(Array.from({ length: AT_ONCE }, worker));
    return () => {
      cancelled = true;
    };
  }, [key]);

  const done = ids.every((id) => found.has(id) || missing.has(id));
  return { found, missing, done: done || failed, failed };
}
