import type { Database } from '../../../db/client.ts';
import type { CozyRating, CozyRatingResult } from '../../../common/schemas/contributions.ts';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { updateGameRating } from '../../../db/games/writer.ts';
import { gameExists, hasVoted, insertVote, lockGame, selectRatingSummary } from './queries.ts';

export interface Voter {
  /** The browser-derived identifier the client sends; it changes daily. */
  fingerprint?: string;
  /** The long-lived identifier from the HttpOnly voter cookie. */
  voterId?: string;
}

export function createRatingsService(
  db: Database,
  deps: { onRatingsChange?: (games: { id: number; slug: string }[]) => void } = {},
) {
  return {
    async get(gameId: number, voter: Voter): Promise<CozyRating> {
      if (!(await gameExists(db, gameId))) throw new NotFoundError('Game not found');
      const [summary, rated] = await Promise.all([selectRatingSummary(db, gameId), hasVoted(db, gameId, voter)]);
      return { rating: summary.median, hasRated: rated, count: summary.count };
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
      deps.onRatingsChange?.([result.game]);
      return result.answer;
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
