import type { Database } from '../../../db/client.ts';
import type { GameInput } from '../../../common/schemas/admin.ts';
import type { Game } from '../../../common/schemas/games.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import type { CoversService } from '../covers/service.ts';
import { sanitizeReview } from '../../lib/sanitize-review.ts';
import type { AuditService, Actor } from '../audit/service.ts';
import { deleteGame, insertGame, updateGame, type GameChanges } from '../../../db/games/writer.ts';
import { selectCoverSource } from './admin-queries.ts';
import { toGame } from './service.ts';

export type GameWithCoverError = Game & { coverError?: string };

function changesFrom(input: Partial<GameInput>): GameChanges {
  const { review, ...rest } = input;
  return {
    ...rest,
    ...(review !== undefined ? { review: review ? sanitizeReview(review) || null : null } : {}),
  };
}

/** What admins do to published games; every change is written to the audit log in its transaction. */
export function createGamesAdminService(
  db: Database,
  audit: AuditService,
  onCatalogueChange: () => Promise<void> = async () => {},
  covers?: CoversService,
) {
  /** Runs a change in a transaction, then lets cached catalogue lists go. */
  const change = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work);
    await onCatalogueChange();
    return result;
  };

  const fetchCover = async (actor: Actor, game: Game, url: string): Promise<GameWithCoverError> => {
    if (!covers) return game;
    const outcome = await covers.fetchFor(actor, game.id, url);
    return outcome.error ? { ...outcome.game, coverError: outcome.error } : outcome.game;
  };

  return {
    /** Adds a game; with an image URL, its cover is fetched from it (see `update`). */
    async create(actor: Actor, input: GameInput): Promise<GameWithCoverError> {
      const game = await change(async (tx) => {
        const row = await insertGame(tx, changesFrom(input) as GameInput);
        await audit.record(tx, actor, 'game.create', 'game', row.id, { title: row.title });
        return toGame(row);
      });
      return input.imageUrl ? fetchCover(actor, game, input.imageUrl) : game;
    },

    /**
     * Edits a game. A new image URL (or one whose cover is still missing) is fetched at once; if it
     * fails, the edit stands, the cover stays as it was and `coverError` says why.
     */
    async update(actor: Actor, id: number, input: Partial<GameInput>): Promise<GameWithCoverError> {
      let fetchFrom: string | undefined;
      const game = await change(async (tx) => {
        const before = await selectCoverSource(tx, id);
        const row = await updateGame(tx, id, changesFrom(input));
        if (!row || !before) throw new NotFoundError('Game not found');
        if (input.imageUrl && (input.imageUrl !== before.imageUrl || !before.cover)) fetchFrom = input.imageUrl;
        await audit.record(tx, actor, 'game.update', 'game', id, { fields: Object.keys(input) });
        return toGame(row);
      });
      return fetchFrom ? fetchCover(actor, game, fetchFrom) : game;
    },

    async updateReview(actor: Actor, id: number, review: string): Promise<Game> {
      return change(async (tx) => {
        const row = await updateGame(tx, id, { review: sanitizeReview(review) || null });
        if (!row) throw new NotFoundError('Game not found');
        await audit.record(tx, actor, 'game.review', 'game', id, { title: row.title });
        return toGame(row);
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const row = await change(async (tx) => {
        const deleted = await deleteGame(tx, id);
        if (!deleted) throw new NotFoundError('Game not found');
        await audit.record(tx, actor, 'game.delete', 'game', id, { title: deleted.title });
        return deleted;
      });
      await covers?.release([row.cover, ...row.screenshots]);
    },
  };
}

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
