import type { FailState, GameLength, PlayMode, TimePressure } from '../../../common/cozy-profile.ts';
import type { Database } from '../../../db/client.ts';
import { submissions } from '../../../db/schema/index.ts';

export const submissionColumns = {
  id: submissions.id,
  title: submissions.title,
  description: submissions.description,
  imageUrl: submissions.imageUrl,
  platforms: submissions.platforms,
  genre: submissions.genre,
  developer: submissions.developer,
  releaseYear: submissions.releaseYear,
  features: submissions.features,
  websiteUrl: submissions.websiteUrl,
  submitterEmail: submissions.submitterEmail,
  hasCombat: submissions.hasCombat,
  failState: submissions.failState,
  timePressure: submissions.timePressure,
  length: submissions.length,
  playModes: submissions.playModes,
  status: submissions.status,
  reviewNotes: submissions.reviewNotes,
  createdAt: submissions.createdAt,
};

export type SubmissionRow = Pick<typeof submissions.$inferSelect, keyof typeof submissionColumns>;

export interface NewSubmission {
  title: string;
  description: string;
  imageUrl: string;
  websiteUrl: string;
  platforms: string[];
  genre: string;
  features: string[];
  releaseYear: number;
  developer: string;
  submitterEmail: string | null;
  hasCombat: boolean;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: PlayMode[];
}

export async function insertSubmission(db: Database, submission: NewSubmission): Promise<SubmissionRow> {
  const [row] = await db
    .insert(submissions)
    .values({ ...submission, status: 'pending' })
    .returning(submissionColumns);
  return row!;
}
