import type { Database } from '../../../db/client.ts';
import {
  SUBMISSION_LIST_CAP,
  type AdminSubmission,
  type PossibleDuplicates,
  type SubmissionContent,
  type SubmissionCounts,
  type SubmissionListQuery,
} from '../../../common/schemas/admin.ts';
import { ConflictError, NotFoundError } from '../../../common/http-errors.ts';
import { releaseYearOf } from '../../../common/game-fields.ts';
import { definedLifeFacts, lifeFactsOf } from '../../../common/life-facts.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import { insertGame } from '../../../db/games/writer.ts';
import { selectSimilarTitles } from '../games/similar-title-queries.ts';
import { enqueueEmail } from '../outbox/service.ts';
import { approvalEmail } from './approval-email.ts';
import type { CoversService } from '../covers/service.ts';
import {
  countSubmissions,
  countSubmissionsByStatus,
  deleteSubmission,
  selectPendingTitles,
  selectSubmissionForUpdate,
  selectSubmissions,
  updateSubmission,
  type QueueRow,
  type SubmissionStatus,
} from './queries.ts';

/** The status changes an admin may make; anything else is a conflict. */
const ALLOWED: Record<SubmissionStatus, SubmissionStatus[]> = {
  pending: ['approved', 'rejected'],
  rejected: ['approved'],
  approved: [],
};

function toAdminSubmission(row: QueueRow, similarGames: AdminSubmission['similarGames'] = []): AdminSubmission {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    platforms: row.platforms,
    genre: row.genre,
    developer: row.developer,
    releaseYear: row.releaseYear,
    releaseDate: row.releaseDate,
    features: row.features,
    websiteUrl: row.websiteUrl,
    submitterEmail: row.submitterEmail,
    hasCombat: row.hasCombat,
    failState: row.failState,
    timePressure: row.timePressure,
    length: row.length,
    playModes: row.playModes,
    ...lifeFactsOf(row),
    stores: row.stores,
    featured: row.featured,
    status: row.status,
    reviewNotes: row.reviewNotes,
    gameId: row.gameId,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    similarGames,
  };
}

export function createReviewQueueService(
  db: Database,
  deps: {
    audit: AuditService;
    covers?: CoversService;
    siteUrl?: string;
    onEmailQueued?: () => void;
    onCatalogueChange?: () => Promise<void>;
  },
) {
  const { audit } = deps;
  return {
    /**
     * A page of submissions, newest first, and how many match. Pending ones carry catalogue games
     * with a similar title, looked up for the whole page in one query.
     */
    async list(query: SubmissionListQuery = {}): Promise<{ submissions: AdminSubmission[]; total: number }> {
      const page = { status: query.status, limit: query.limit ?? SUBMISSION_LIST_CAP, offset: query.offset ?? 0 };
      const [rows, total] = await Promise.all([selectSubmissions(db, page), countSubmissions(db, query.status)]);
      const pending = query.similar === false ? [] : rows.filter((row) => row.status === 'pending');
      const similar = await selectSimilarTitles(
        db,
        pending.map((row) => row.title),
      );
      const similarById = new Map(pending.map((row, index) => [row.id, similar[index]!]));
      return { submissions: rows.map((row) => toAdminSubmission(row, similarById.get(row.id))), total };
    },

    /** Possible duplicates of the pending submissions among the ids, in one query for all of them. */
    async possibleDuplicates(ids: number[]): Promise<PossibleDuplicates> {
      const pending = await selectPendingTitles(db, ids);
      const similar = await selectSimilarTitles(
        db,
        pending.map((row) => row.title),
      );
      return pending.map((row, index) => ({ submissionId: row.id, similarGames: similar[index]! }));
    },

    /** How many submissions wait in each queue. */
    async counts(): Promise<SubmissionCounts> {
      const counts: SubmissionCounts = { pending: 0, approved: 0, rejected: 0 };
      for (const entry of await countSubmissionsByStatus(db)) counts[entry.status] = entry.count;
      return counts;
    },

    /**
     * Approves or rejects. Approving puts the game into the catalogue and queues the submitter's
     * email in the same transaction, so either all of it happens or none of it. Then the cover is
     * fetched from the submission's image URL, within the fetch's time limit; if that fails the game
     * keeps its generated cover and `coverError` says why.
     */
    async changeStatus(
      actor: Actor,
      id: number,
      change: { status: 'approved' | 'rejected'; reviewNotes?: string | null },
    ): Promise<AdminSubmission & { coverError?: string }> {
      let queuedEmail = false;
      let coverSource: { gameId: number; url: string } | undefined;
      const result = await db.transaction(async (tx) => {
        const current = await selectSubmissionForUpdate(tx, id);
        if (!current) throw new NotFoundError('Submission not found');
        if (!ALLOWED[current.status].includes(change.status)) {
          throw new ConflictError(
            `A ${current.status} submission cannot be ${change.status === 'approved' ? 'approved' : 'rejected'}.`,
            'status-conflict',
          );
        }
        let gameId = current.gameId;
        if (change.status === 'approved') {
          const game = await insertGame(tx, {
            title: current.title,
            description: current.description,
            imageUrl: current.imageUrl,
            platforms: current.platforms,
            genre: current.genre,
            developer: current.developer,
            releaseYear: current.releaseYear,
            releaseDate: current.releaseDate,
            features: current.features,
            websiteUrl: current.websiteUrl,
            featured: current.featured,
            hasCombat: current.hasCombat,
            failState: current.failState,
            timePressure: current.timePressure,
            length: current.length,
            playModes: current.playModes,
            ...lifeFactsOf(current),
            stores: current.stores,
          });
          gameId = game.id;
          if (current.imageUrl) coverSource = { gameId: game.id, url: current.imageUrl };
          if (current.submitterEmail) {
            await enqueueEmail(tx, approvalEmail(current.submitterEmail, game, deps.siteUrl));
            queuedEmail = true;
          }
        }
        const updated = await updateSubmission(tx, id, {
          status: change.status,
          reviewNotes: change.reviewNotes ?? null,
          gameId,
          reviewedBy: actor.id,
          reviewedAt: new Date(),
        });
        await audit.record(
          tx,
          actor,
          `submission.${change.status === 'approved' ? 'approve' : 'reject'}`,
          'submission',
          id,
          {
            title: current.title,
            ...(change.reviewNotes ? { reviewNotes: change.reviewNotes } : {}),
            ...(gameId && change.status === 'approved' ? { gameId } : {}),
          },
        );
        return toAdminSubmission(updated!);
      });
      if (queuedEmail) deps.onEmailQueued?.();
      if (change.status === 'approved') await deps.onCatalogueChange?.();
      if (coverSource && deps.covers) {
        const outcome = await deps.covers.fetchFor(actor, coverSource.gameId, coverSource.url);
        if (outcome.error) return { ...result, coverError: outcome.error };
      }
      return result;
    },

    /** Edits the submission itself; a game already published from it is edited on its own. */
    async updateContent(actor: Actor, id: number, input: SubmissionContent): Promise<AdminSubmission> {
      return db.transaction(async (tx) => {
        const current = await selectSubmissionForUpdate(tx, id);
        if (!current) throw new NotFoundError('Submission not found');
        const updated = await updateSubmission(tx, id, {
          title: input.title,
          description: input.description,
          imageUrl: input.imageUrl ?? null,
          platforms: input.platforms,
          genre: input.genre,
          developer: input.developer ?? null,
          // A date settles the year; left out, the submission keeps its date.
          releaseYear:
            releaseYearOf({
              releaseYear: input.releaseYear ?? null,
              releaseDate: input.releaseDate === undefined ? current.releaseDate : input.releaseDate,
            }) ?? null,
          ...(input.releaseDate !== undefined ? { releaseDate: input.releaseDate } : {}),
          features: input.features,
          websiteUrl: input.websiteUrl ?? null,
          hasCombat: input.hasCombat,
          featured: input.featured,
          // Fields left out keep what the submission holds.
          ...(input.failState !== undefined ? { failState: input.failState } : {}),
          ...(input.timePressure !== undefined ? { timePressure: input.timePressure } : {}),
          ...(input.length !== undefined ? { length: input.length } : {}),
          ...(input.playModes !== undefined ? { playModes: input.playModes } : {}),
          ...definedLifeFacts(input),
          ...(input.stores !== undefined ? { stores: input.stores } : {}),
        });
        await audit.record(tx, actor, 'submission.update', 'submission', id, { title: input.title });
        return toAdminSubmission(updated!);
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deleteSubmission(tx, id);
        if (!row) throw new NotFoundError('Submission not found');
        await audit.record(tx, actor, 'submission.delete', 'submission', id, { title: row.title });
      });
    },
  };
}

export type ReviewQueueService = ReturnType<typeof createReviewQueueService>;
