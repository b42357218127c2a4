import { useEffect, useState } from 'react';
import type { ApiResponse } from '../../../common/api/contract';
import { apiUrl } from '~/lib/api';
import { titleLooksLike } from './similar-title';

/** A catalogue game whose title looks like the one typed. */
export interface CatalogueMatch {
  id: number;
  slug: string;
  title: string;
}

/** Shorter input finds too much to mean anything. */
export const MATCH_MIN_LENGTH = 3;
/** How long typing must pause before the catalogue is asked. */
const PAUSE_MS = 300;
/** The search ranks title matches first: the best few are enough. */
const ASKED = 5;
const SHOWN = 3;

/**
 * Games already in the catalogue with a title like `title`, asked of the public search once typing
 * pauses; a request made stale by more typing is aborted. Earlier matches stay until new ones
 * arrive, so the list does not flicker while the visitor types; under 3 characters there are none.
 */
export function useCatalogueMatches(title: string): CatalogueMatch[] {
  const query = title.trim();
  const [found, setFound] = useState<CatalogueMatch[]>([]);
  const asking = query.length >= MATCH_MIN_LENGTH;
  // Cleared title (a sent form, say): the old matches go, so they never reappear for a new title.
  if (!asking && found.length > 0) setFound([]);

  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = apiUrl('GET /api/games', { query: { search: query, limit: String(ASKED) } });
      fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' }, credentials: 'include' })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${response.status}`);
          const games = (await response.json()) as ApiResponse<'GET /api/games'>;
          const alike = games.filter((game) => titleLooksLike(query, game.title)).slice(0, SHOWN);
          setFound(alike.map(({ id, slug, title: name }) => ({ id, slug, title: name })));
        })
        .catch((error: unknown) => {
          // Advisory only: a failed look-up leaves the form as it is.
          if (!controller.signal.aborted) console.warn('Could not look for games with a similar title', error);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asking, query]);

  return found;
}
