import { and, asc, inArray, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/index.ts';
import { setImportedArt } from '../../../db/games/writer.ts';
import type { ArtCredit, ArtSource, StoredCoverRef, StoredScreenshot } from '../../../common/schemas/covers.ts';
import { silentLogger, type Logger } from '../../lib/logger.ts';
import { processCover } from '../covers/process.ts';
import { DEFAULT_FETCH_LIMITS, fetchImage, ImageFetchError, type FetchLimits } from '../covers/safe-fetch.ts';
import type { CoverStore } from '../covers/store.ts';

/**
 * The art import: for every game with art sources, a cover (when it has none) and up to four
 * screenshots (when it has none), fetched through the guarded fetcher and kept as our own
 * renditions, never hot-linked. An admin's cover always stays; a second run finds nothing missing
 * and fetches nothing. A game whose sources fail keeps its generated cover; the failure is logged
 * once for that game and tried again at the next import.
 */

export const SCREENSHOTS_MAX = 4;
/** Games worked on at once; their images then queue for the renditions (at most two at a time). */
const GAMES_AT_ONCE = 3;
/** A game's whole import, every fetch and rendition included. */
const PER_GAME_MS = 90_000;
/** Failures to reach any host before the first success: the network is not there, stop quietly. */
const UNREACHABLE_AFTER = 3;

export interface ArtImportOptions {
  store: CoverStore;
  fetchLimits?: FetchLimits;
  /** The Steam store's origin (its app details and images); a loopback stand-in in tests. */
  steamStoreUrl?: string;
  log?: Logger;
  /** Told after a game's art was written, so pages show it. */
  onArtChange?: () => Promise<void>;
}

export interface ArtImportResult {
  /** Games that had something missing and a source to take it from. */
  tried: number;
  /** Games that gained a cover or screenshots. */
  imported: number;
  failed: number;
  /** True when the run stopped early because no host could be reached. */
  unreachable: boolean;
}

interface Wanted {
  cover?: string;
  screenshots: string[];
  credit: ArtCredit;
}

interface GameToImport {
  id: number;
  title: string;
  needsCover: boolean;
  needsScreenshots: boolean;
  sources: ArtSource[];
}

/** An image address found in a page's head: its share image (og:image, then twitter:image). */
export function shareImageOf(html: string, page: string): string | undefined {
  for (const property of ['og:image', 'og:image:secure_url', 'twitter:image']) {
    const tag = new RegExp(`<meta[^>]+(?:property|name)=["']${property}["'][^>]*>`, 'i').exec(html)?.[0];
    const content = tag && /content=["']([^"']+)["']/i.exec(tag)?.[1];
    if (content) {
      try {
        return new URL(content.replace(/&amp;/g, '&'), page).href;
      } catch {
        // An address that does not parse is no image.
      }
    }
  }
  return undefined;
}

export function createArtImport(db: Database, options: ArtImportOptions) {
  const limits = options.fetchLimits ?? DEFAULT_FETCH_LIMITS;
  const steam = (options.steamStoreUrl ?? 'https://store.steampowered.com').replace(/\/+$/, '');
  const log = options.log ?? silentLogger;

  /**
   * What a source offers: a Steam game's capsule image and listed screenshots, a page's images.
   * `reached` is told as soon as a host answered at all, whatever it said.
   */
  async function wantedFrom(source: ArtSource, reached: () => void): Promise<Wanted> {
    const credit = { label: source.label, url: source.url };
    if (source.kind === 'steam') {
      const body = await fetchImage(`${steam}/api/appdetails?appids=${source.appId}`, limits);
      reached();
      const answer = JSON.parse(body.toString('utf8')) as Record<
        string,
        { success?: boolean; data?: { header_image?: string; screenshots?: { path_full?: string }[] } }
      >;
      const details = answer[String(source.appId)];
      if (!details?.success || !details.data) throw new ImageFetchError('The store has no details for this game.');
      const screenshots = (details.data.screenshots ?? [])
        .map((shot) => shot.path_full)
        .filter((url): url is string => typeof url === 'string');
      return { cover: details.data.header_image, screenshots, credit };
    }
    if (source.images && source.images.length > 0) {
      const [cover, ...screenshots] = source.images;
      return { cover, screenshots, credit };
    }
    const page = (await fetchImage(source.url, limits)).toString('utf8');
    reached();
    return { cover: shareImageOf(page, source.url), screenshots: [], credit };
  }

  async function stored(address: string): Promise<StoredCoverRef> {
    const processed = await processCover(await fetchImage(address, limits));
    await options.store.put(processed.files);
    return { hash: processed.hash, width: processed.width, height: processed.height, widths: processed.widths };
  }

  async function importGame(game: GameToImport, reachable: () => void): Promise<boolean> {
    let lastError: unknown;
    for (const source of game.sources) {
      try {
        const wanted = await wantedFrom(source, reachable);
        const cover = game.needsCover && wanted.cover ? await stored(wanted.cover) : null;
        const screenshots: StoredScreenshot[] = [];
        if (game.needsScreenshots) {
          for (const address of wanted.screenshots.slice(0, SCREENSHOTS_MAX)) {
            screenshots.push({ ...(await stored(address)), origin: 'import' });
          }
        }
        if (!cover && screenshots.length === 0) continue;
        const row = await setImportedArt(db, game.id, { cover, screenshots, credit: wanted.credit });
        return row !== undefined;
      } catch (error) {
        lastError = error;
      }
    }
    if (lastError) throw lastError;
    return false;
  }

  async function gamesToImport(ids?: number[]): Promise<GameToImport[]> {
    const rows = await db
      .select({
        id: games.id,
        title: games.title,
        needsCover: sql<boolean>`${games.cover} is null`,
        needsScreenshots: sql<boolean>`${games.screenshots} = '[]'::jsonb`,
        sources: games.artSources,
      })
      .from(games)
      .where(
        and(
          sql`${games.artSources} <> '[]'::jsonb`,
          sql`(${games.cover} is null or ${games.screenshots} = '[]'::jsonb)`,
          ids ? inArray(games.id, ids) : undefined,
        ),
      )
      .orderBy(asc(games.id));
    return rows;
  }

  return {
    /** Imports what is missing, for every game or for the given ones. Never throws for a game's failure. */
    async run(ids?: number[]): Promise<ArtImportResult> {
      const todo = await gamesToImport(ids);
      const result: ArtImportResult = { tried: todo.length, imported: 0, failed: 0, unreachable: false };
      let reachedAny = false;
      let unreachableFailures = 0;
      // Until some host answers, a failure may only mean there is no network: it is held back, and
      // the whole run then says so in one line instead of one per game.
      const heldBack: { title: string; reason: string }[] = [];
      const warn = (failure: { title: string; reason: string }) =>
        log.warn(
          { game: failure.title, reason: failure.reason },
          'art import failed for a game; its generated cover stays',
        );
      const oneAtATime = pLimit(GAMES_AT_ONCE);
      await Promise.all(
        todo.map((game) =>
          oneAtATime(async () => {
            if (result.unreachable) return;
            try {
              const deadline = new Promise<never>((_, reject) =>
                setTimeout(() => reject(new ImageFetchError('The import took too long.')), PER_GAME_MS).unref(),
              );
              const reached = () => {
                if (!reachedAny) heldBack.splice(0).forEach(warn);
                reachedAny = true;
              };
              const imported = await Promise.race([importGame(game, reached), deadline]);
              if (imported) {
                result.imported++;
                await options.onArtChange?.();
              }
            } catch (error) {
              result.failed++;
              const failure = { title: game.title, reason: error instanceof Error ? error.message : String(error) };
              if (reachedAny) return warn(failure);
              heldBack.push(failure);
              const network = error instanceof ImageFetchError && /could not be (found|fetched)/.test(failure.reason);
              if (network && ++unreachableFailures >= UNREACHABLE_AFTER) result.unreachable = true;
            }
          }),
        ),
      );
      if (result.unreachable) {
        log.warn(
          { games: todo.length },
          'art import stopped: no image host could be reached; it tries again at the next import',
        );
      } else {
        heldBack.forEach(warn);
        if (result.tried > 0) log.info(result, 'art import done');
      }
      return result;
    },
  };
}

export type ArtImport = ReturnType<typeof createArtImport>;
