import type { Database } from '../../../db/client.ts';
import type { GameInput } from '../../../common/schemas/admin.ts';
import type { Game } from '../../../common/schemas/games.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import { sanitizeReview } from '../../lib/sanitize-review.ts';
import type { AuditService, Actor } from '../audit/service.ts';
import { deleteGame, insertGame, updateGame, type GameChanges } from '../../../db/games/writer.ts';
import { toGame } from './service.ts';

function changesFrom(input: Partial<GameInput>): GameChanges {
  const { review, ...rest } = input;
  return {
    ...rest,
    ...(review !== undefined ? { review: review ? sanitizeReview(review) || null : null } : {}),
  };
}

/** What admins do to published games; every change is written to the audit log in its transaction. */
export function createGamesAdminService(db: Database, audit: AuditService, onCatalogueChange: () => void = () => {}) {
  /** Runs a change in a transaction, then lets cached catalogue lists go. */
  const change = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work);
    onCatalogueChange();
    return result;
  };

  return {
    async create(actor: Actor, input: GameInput): Promise<Game> {
      return change(async (tx) => {
        const row = await insertGame(tx, changesFrom(input) as GameInput);
        await audit.record(tx, actor, 'game.create', 'game', row.id, { title: row.title });
        return toGame(row);
      });
    },

    async update(actor: Actor, id: number, input: Partial<GameInput>): Promise<Game> {
      return change(async (tx) => {
        const row = await updateGame(tx, id, changesFrom(input));
        if (!row) throw new NotFoundError('Game not found');
        await audit.record(tx, actor, 'game.update', 'game', id, { fields: Object.keys(input) });
        return toGame(row);
      });
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
      await change(async (tx) => {
        const row = await deleteGame(tx, id);
        if (!row) throw new NotFoundError('Game not found');
        await audit.record(tx, actor, 'game.delete', 'game', id, { title: row.title });
      });
    },
  };
}

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
