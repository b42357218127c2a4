import type { Database } from '../../../db/client.ts';
import { setGameScreenshots } from '../../../db/games/writer.ts';
import type { StoredScreenshot } from '../../../common/schemas/covers.ts';
import type { Game } from '../../../common/schemas/games.ts';
import { SCREENSHOTS_MAX } from '../../../common/schemas/screenshots.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import { toGame } from '../games/service.ts';
import { CoverImageError, processCover, type ProcessedCover } from './process.ts';
import { selectArtForUpdate, selectGame } from './queries.ts';
import { coverHttpError, type CoversService } from './service.ts';

export interface ScreenshotsServiceOptions {
  covers: Pick<CoversService, 'store' | 'release'>;
  audit: AuditService;
  onCatalogueChange?: () => Promise<void>;
}

const tooMany = () =>
  new BadRequestError(
    `A game shows at most ${SCREENSHOTS_MAX} screenshots: remove one before adding another.`,
    'too-many-screenshots',
    [{ path: 'file', message: `At most ${SCREENSHOTS_MAX} screenshots.` }],
  );

/**
 * An admin's screenshots of a game: uploaded (made into renditions like a cover), removed and put
 * in order. Each change is audited in its transaction and published; a removed picture's files go
 * unless a game still shows it.
 */
export function createScreenshotsService(db: Database, options: ScreenshotsServiceOptions) {
  const { covers, audit } = options;
  const onCatalogueChange = options.onCatalogueChange ?? (async () => {});

  /** Reads the game's screenshots under a lock, applies `next` and audits it, then publishes. */
  async function change(
    actor: Actor,
    gameId: number,
    next: (screenshots: StoredScreenshot[]) => { screenshots: StoredScreenshot[]; action: string; details: object },
  ): Promise<Game> {
    const result = await db.transaction(async (tx) => {
      const current = await selectArtForUpdate(tx, gameId);
      if (!current) throw new NotFoundError('Game not found');
      const { screenshots, action, details } = next(current.screenshots);
      const row = await setGameScreenshots(tx, gameId, screenshots);
      await audit.record(tx, actor, action, 'game', gameId, { title: current.title, ...details });
      return toGame(row!);
    });
    await onCatalogueChange();
    return result;
  }

  return {
    /** Adds a screenshot after the others; a file that cannot be an image is refused with the reason. */
    async upload(by: Actor, gameId: number, bytes: Buffer): Promise<Game> {
      const game = await selectGame(db, gameId);
      if (!game) throw new NotFoundError('Game not found');
      // Refused before the image work when the game already has its fill.
      if (game.screenshots.length >= SCREENSHOTS_MAX) throw tooMany();
      let processed: ProcessedCover;
      try {
        processed = await processCover(bytes);
      } catch (error) {
        if (error instanceof CoverImageError) throw coverHttpError(error);
        throw error;
      }
      const shot: StoredScreenshot = {
        hash: processed.hash,
        width: processed.width,
        height: processed.height,
        widths: processed.widths,
        origin: 'admin',
      };
      await covers.store.put(processed.files);
      try {
        const updated = await change(by, gameId, (screenshots) => {
          if (screenshots.some((existing) => existing.hash === shot.hash)) {
            throw new ConflictError('This picture is already one of the screenshots.', 'duplicate-screenshot');
          }
          if (screenshots.length >= SCREENSHOTS_MAX) throw tooMany();
          return {
            screenshots: [...screenshots, shot],
            action: 'game.screenshot.upload',
            details: { hash: shot.hash, width: shot.width, height: shot.height },
          };
        });
        return updated;
      } catch (error) {
        // Stored for nothing: the files go, unless a game shows the same picture.
        await covers.release(shot);
        throw error;
      }
    },

    /** Takes a screenshot off the game (an imported one too: the import adds screenshots only to a game with none). */
    async remove(by: Actor, gameId: number, hash: string): Promise<Game> {
      let removed: StoredScreenshot | undefined;
      const game = await change(by, gameId, (screenshots) => {
        removed = screenshots.find((shot) => shot.hash === hash);
        if (!removed) throw new NotFoundError('Screenshot not found');
        return {
          screenshots: screenshots.filter((shot) => shot !== removed),
          action: 'game.screenshot.remove',
          details: { hash, origin: removed.origin },
        };
      });
      await covers.release(removed!);
      return game;
    },

    /** Puts the screenshots in the order given, which must name each of them once. */
    async reorder(by: Actor, gameId: number, order: string[]): Promise<Game> {
      const game = await change(by, gameId, (screenshots) => {
        const byHash = new Map(screenshots.map((shot) => [shot.hash, shot]));
        const named = new Set(order);
        if (named.size !== order.length || order.length !== screenshots.length || order.some((id) => !byHash.has(id))) {
          const message = `The order must name each of the game's ${screenshots.length} screenshots once.`;
          throw new BadRequestError(message, 'screenshot-order', [{ path: 'order', message }]);
        }
        return {
          screenshots: order.map((id) => byHash.get(id)!),
          action: 'game.screenshots.order',
          details: { order },
        };
      });
      return game;
    },
  };
}

export type ScreenshotsService = ReturnType<typeof createScreenshotsService>;
