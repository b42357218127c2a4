import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../../db/client.ts';
import { setGameArt } from '../../../db/games/writer.ts';
import type { StoredCoverRef, StoredScreenshot } from '../../../common/schemas/covers.ts';
import type { ArtImportAgain } from '../../../common/schemas/screenshots.ts';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { CoversService } from '../covers/service.ts';
import { selectArtForUpdate, selectGame } from '../covers/queries.ts';
import { toGame } from '../games/service.ts';
import type { ArtImport } from './import.ts';

export interface ArtImportAgainOptions {
  art: Pick<ArtImport, 'run'>;
  covers: Pick<CoversService, 'release'>;
  audit: AuditService;
  onCatalogueChange?: () => Promise<void>;
}

/**
 * 'Import art again': a game's imported cover and screenshots are dropped and the import runs for
 * it, which takes what is missing from its sources. An admin's own cover and screenshots stay (and
 * the import adds screenshots only to a game without any). What the import could not bring again is
 * put back as it was, so a source that cannot be reached never leaves a game poorer.
 */
export function createArtImportAgain(db: Database, options: ArtImportAgainOptions) {
  const { art, covers, audit } = options;
  const onCatalogueChange = options.onCatalogueChange ?? (async () => {});

  return {
    async run(actor: Actor, gameId: number): Promise<ArtImportAgain> {
      const dropped = await db.transaction(async (tx) => {
        const current = await selectArtForUpdate(tx, gameId);
        if (!current) throw new NotFoundError('Game not found');
        if (current.artSources.length === 0) {
          throw new ConflictError('This game has no art sources to import from.', 'no-art-sources');
        }
        const cover = current.coverOrigin === 'import' ? current.cover : null;
        const kept = current.screenshots.filter((shot) => shot.origin !== 'import');
        const screenshots = current.screenshots.filter((shot) => shot.origin === 'import');
        await setGameArt(tx, gameId, {
          ...(cover ? { cover: null, coverOrigin: null } : {}),
          screenshots: kept,
          // Nothing imported is left to credit; the import credits what it brings.
          artCredit: null,
        });
        await audit.record(tx, actor, 'game.art.import-again', 'game', gameId, {
          title: current.title,
          droppedCover: cover !== null,
          droppedScreenshots: screenshots.length,
        });
        return { cover, screenshots, before: current.screenshots, kept, credit: current.artCredit };
      });
      await onCatalogueChange();

      const result = await art.run([gameId]);
      await putBack(gameId, dropped);

      const row = await selectGame(db, gameId);
      if (!row) throw new NotFoundError('Game not found');
      // The dropped pictures' files go unless the game (or another) shows them again.
      await covers.release([dropped.cover, ...dropped.screenshots]);
      return { game: toGame(row), imported: result.imported > 0, failed: result.failed > 0 };
    },
  };

  /** Restores what was dropped, where nothing took its place in the meantime. */
  async function putBack(
    gameId: number,
    dropped: {
      cover: StoredCoverRef | null;
      before: StoredScreenshot[];
      kept: StoredScreenshot[];
      credit: { label: string; url: string } | null;
    },
  ) {
    const restored = await db.transaction(async (tx) => {
      const current = await selectArtForUpdate(tx, gameId);
      if (!current) return false;
      const cover = dropped.cover !== null && current.cover === null;
      const screenshots =
        dropped.before.length !== dropped.kept.length && isDeepStrictEqual(current.screenshots, dropped.kept);
      if (!cover && !screenshots) return false;
      await setGameArt(tx, gameId, {
        ...(cover ? { cover: dropped.cover, coverOrigin: 'import' as const } : {}),
        ...(screenshots ? { screenshots: dropped.before } : {}),
        artCredit: current.artCredit ?? dropped.credit,
      });
      return true;
    });
    if (restored) await onCatalogueChange();
  }
}

export type ArtImportAgainService = ReturnType<typeof createArtImportAgain>;
