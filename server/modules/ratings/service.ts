import type { Database } from '../../../db/client.ts';
import type { CozyRating, CozyRatingResult } from '../../../common/schemas/contributions.ts';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { updateGameRating } from '../../../db/games/writer.ts';
import { gameExists, insertVote, lockGame, selectRatingSummary, voterRating } from './queries.ts';

export interface Voter {
  /** The random id the browser keeps and sends with its votes. */
  fingerprint?: string;
  /** The id from the HttpOnly voter cookie: the same id, unless the browser's storage was cleared. */
  voterId?: string;
}

export function createRatingsService(db: Database, deps: { onRatingsChange?: () => Promise<void> } = {}) {
  return {
    async get(gameId: number, voter: Voter): Promise<CozyRating> {
      if (!(await gameExists(db, gameId))) throw new NotFoundError('Game not found');
      const [summary, given] = await Promise.all([selectRatingSummary(db, gameId), voterRating(db, gameId, voter)]);
      return { rating: summary.median, hasRated: given !== null, count: summary.count, yourRating: given };
    },

    /**
     * One vote per game per fingerprint and per voter cookie, decided by the table's unique
     * constraints; the game's stored rating follows in the same transaction.
     */
    async rate(
      gameId: number,
      vote: { rating: number; voterFingerprint: string; voterId: string },
    ): Promise<CozyRatingResult> {
      const result = await db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        if (!game) throw new NotFoundError('Game not found');
        if (!(await insertVote(tx, { gameId, ...vote }))) {
          throw new ConflictError('You have already rated this game', 'already-rated');
        }
        const summary = await selectRatingSummary(tx, gameId);
        await updateGameRating(tx, gameId, summary.median);
        return { game, answer: { medianRating: summary.median, count: summary.count } };
      });
      await deps.onRatingsChange?.();
      return result.answer;
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
