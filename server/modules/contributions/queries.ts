import { desc, eq } from 'drizzle-orm';
import type { FailState, GameLength, PlayMode, TimePressure } from '../../../common/cozy-profile.ts';
import type { LifeFacts } from '../../../common/life-facts.ts';
import type { ReportType } from '../../../common/schemas/contributions.ts';
import type { StoreLink } from '../../../common/stores.ts';
import { releaseYearOf } from '../../../common/game-fields.ts';
import type { Database } from '../../../db/client.ts';
import { contactMessages, errorReports, submissions } from '../../../db/schema/index.ts';
import { lifeFactColumnsOf } from '../../../db/schema/cozy-profile.ts';

/** What visitors send in (submissions, error reports, contact messages) and what the admins read of it. */

export const submissionColumns = {
  id: submissions.id,
  title: submissions.title,
  description: submissions.description,
  imageUrl: submissions.imageUrl,
  platforms: submissions.platforms,
  genre: submissions.genre,
  developer: submissions.developer,
  releaseYear: submissions.releaseYear,
  releaseDate: submissions.releaseDate,
  features: submissions.features,
  websiteUrl: submissions.websiteUrl,
  submitterEmail: submissions.submitterEmail,
  hasCombat: submissions.hasCombat,
  failState: submissions.failState,
  timePressure: submissions.timePressure,
  length: submissions.length,
  playModes: submissions.playModes,
  ...lifeFactColumnsOf(submissions),
  stores: submissions.stores,
  status: submissions.status,
  reviewNotes: submissions.reviewNotes,
  createdAt: submissions.createdAt,
};

export type SubmissionRow = Pick<typeof submissions.$inferSelect, keyof typeof submissionColumns>;
export type ReportRow = typeof errorReports.$inferSelect;
export type MessageRow = typeof contactMessages.$inferSelect;

export interface NewSubmission extends Partial<LifeFacts> {
  title: string;
  description: string;
  imageUrl: string;
  websiteUrl: string;
  platforms: string[];
  genre: string;
  features: string[];
  releaseYear: number;
  releaseDate?: string | null;
  developer: string;
  submitterEmail: string | null;
  hasCombat: boolean;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: PlayMode[];
  stores?: StoreLink[];
}

export interface NewErrorReport {
  gameTitle: string;
  reportType: ReportType;
  description: string;
}

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function insertSubmission(db: Database, submission: NewSubmission): Promise<SubmissionRow> {
  const [row] = await db
    .insert(submissions)
    .values({ ...submission, releaseYear: releaseYearOf(submission)!, status: 'pending' })
    .returning(submissionColumns);
  return row!;
}

export async function insertErrorReport(db: Database, report: NewErrorReport): Promise<{ id: number }> {
  const [row] = await db
    .insert(errorReports)
    .values({ ...report, status: 'unreviewed' })
    .returning({ id: errorReports.id });
  return row!;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<{ id: number }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}

export async function selectErrorReports(db: Database): Promise<ReportRow[]> {
  return db.select().from(errorReports).orderBy(desc(errorReports.createdAt), desc(errorReports.id));
}

export async function updateErrorReport(
  db: Database,
  id: number,
  change: { status: ReportRow['status']; reviewNotes?: string | null },
): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(errorReports)
    .set({ status: change.status, reviewNotes: change.reviewNotes ?? null, updatedAt: new Date() })
    .where(eq(errorReports.id, id))
    .returning();
  return row;
}

export async function selectContactMessages(db: Database): Promise<MessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function updateContactMessage(
  db: Database,
  id: number,
  handled: boolean,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ handled, handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
