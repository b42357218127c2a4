import type { Database } from '../../../db/client.ts';
import type { StoredCover } from '../../../db/schema/index.ts';
import type { StoredCoverRef } from '../../../common/schemas/covers.ts';
import type { Game } from '../../../common/schemas/games.ts';
import { HttpError, NotFoundError } from '../../../common/http-errors.ts';
import { silentLogger, type Logger } from '../../lib/logger.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import { setGameCover } from '../../../db/games/writer.ts';
import { toGame } from '../games/service.ts';
import { CoverImageError, coverKeys, processCover, type ProcessedCover } from './process.ts';
import { imageInUse, selectCover, selectGame } from './queries.ts';
import { DEFAULT_FETCH_LIMITS, fetchImage, ImageFetchError, type FetchLimits } from './safe-fetch.ts';
import type { CoverStore } from './store.ts';

const STATUS: Record<CoverImageError['code'], number> = {
  'not-an-image': 415,
  'unsupported-format': 415,
  'too-large': 413,
  'too-small': 400,
};

/** An image an admin sent that cannot be a cover, as the API's error. */
export function coverHttpError(error: CoverImageError): HttpError {
  return new HttpError(STATUS[error.code], error.message, error.code);
}

/** The outcome of fetching a cover from an address: the game as it is now, and why it failed if it did. */
export interface CoverFetchOutcome {
  game: Game;
  error?: string;
}

export interface CoversServiceOptions {
  store: CoverStore;
  audit: AuditService;
  fetchLimits?: FetchLimits;
  onCatalogueChange?: () => Promise<void>;
  log?: Logger;
}

/** Uploaded and fetched covers: checked, made into renditions, stored, and set on their game. */
export function createCoversService(db: Database, options: CoversServiceOptions) {
  const { store, audit } = options;
  const limits = options.fetchLimits ?? DEFAULT_FETCH_LIMITS;
  const log = options.log ?? silentLogger;
  const onCatalogueChange = options.onCatalogueChange ?? (async () => {});

  async function currentCover(id: number): Promise<StoredCover | null> {
    const row = await selectCover(db, id);
    if (!row) throw new NotFoundError('Game not found');
    return row.cover;
  }

  /**
   * Lets the files of pictures a game no longer shows go (a replaced or removed cover or
   * screenshot, a deleted game's images), each unless a game still shows the same picture.
   */
  async function release(previous: StoredCoverRef | null | readonly (StoredCoverRef | null)[]) {
    const images = (Array.isArray(previous) ? previous : [previous]) as (StoredCoverRef | null)[];
    const hashes = new Set<string>();
    for (const image of images) {
      if (!image || hashes.has(image.hash)) continue;
      hashes.add(image.hash);
      if (await imageInUse(db, image.hash)) continue;
      try {
        await store.delete(coverKeys(image));
      } catch (error) {
        // Left behind, the files only take room; no game points at them.
        log.warn({ err: error }, 'could not delete the files of a picture no longer shown');
      }
    }
  }

  async function setCover(
    actor: Actor,
    gameId: number,
    processed: ProcessedCover | null,
    action: string,
    details: Record<string, unknown>,
    changes: { imageUrl?: string | null } = {},
  ): Promise<Game> {
    const previous = await currentCover(gameId);
    if (processed) await store.put(processed.files);
    const cover: StoredCover | null = processed
      ? { hash: processed.hash, width: processed.width, height: processed.height, widths: processed.widths }
      : null;
    const row = await db.transaction(async (tx) => {
      const updated = await setGameCover(tx, gameId, cover, changes);
      if (!updated) throw new NotFoundError('Game not found');
      await audit.record(tx, actor, action, 'game', gameId, { title: updated.title, ...details });
      return updated;
    });
    await onCatalogueChange();
    if (previous && previous.hash !== cover?.hash) await release(previous);
    return toGame(row);
  }

  return {
    store,
    /** After pictures stop being shown (a game deleted, a screenshot removed): their files go, unless still shown. */
    release,

    /** An admin's upload; a file that cannot be a cover is refused with the reason. */
    async upload(actor: Actor, gameId: number, bytes: Buffer): Promise<Game> {
      await currentCover(gameId);
      let processed: ProcessedCover;
      try {
        processed = await processCover(bytes);
      } catch (error) {
        if (error instanceof CoverImageError) throw coverHttpError(error);
        throw error;
      }
      return setCover(actor, gameId, processed, 'game.cover.upload', {
        hash: processed.hash,
        width: processed.width,
        height: processed.height,
      });
    },

    /** Back to the generated cover. */
    async remove(actor: Actor, gameId: number): Promise<Game> {
      return setCover(actor, gameId, null, 'game.cover.remove', {});
    },

    /**
     * Fetches the image at an address (under the request-forgery guard) and makes it the cover. A
     * failure never throws: the game keeps the cover it had, the audit log says why, and so does
     * the outcome, for the admin to be told.
     */
    async fetchFor(actor: Actor, gameId: number, address: string): Promise<CoverFetchOutcome> {
      let processed: ProcessedCover;
      try {
        processed = await processCover(await fetchImage(address, limits));
      } catch (error) {
        const reason =
          error instanceof ImageFetchError || error instanceof CoverImageError
            ? error.message
            : 'The image could not be fetched.';
        if (!(error instanceof ImageFetchError || error instanceof CoverImageError)) {
          log.warn({ err: error }, 'cover fetch failed');
        }
        const game = await db.transaction(async (tx) => {
          const row = await selectGame(tx, gameId);
          if (!row) throw new NotFoundError('Game not found');
          await audit.record(tx, actor, 'game.cover.fetch-failed', 'game', gameId, {
            title: row.title,
            source: address,
            reason,
          });
          return toGame(row);
        });
        return { game, error: `The cover could not be taken from the image URL: ${reason}` };
      }
      const game = await setCover(
        actor,
        gameId,
        processed,
        'game.cover.fetch',
        { source: address, hash: processed.hash, width: processed.width, height: processed.height },
        { imageUrl: address },
      );
      return { game };
    },
  };
}

export type CoversService = ReturnType<typeof createCoversService>;
