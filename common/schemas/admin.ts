import { z } from 'zod';
import * as fields from '../game-fields.ts';
import { storeLinksSchema } from '../stores.ts';
import { integerString } from './input-hygiene.ts';
import { REPORT_TYPES, SUBMISSION_STATUSES, submissionSchema } from './contributions.ts';

/** The game as admins write it (spec §5, 'Game (admin schema)'), with the cozy profile. */
export const gameInputSchema = z.object({
  title: fields.title,
  description: fields.description,
  imageUrl: fields.optionalUrl('Please enter a valid image URL'),
  platforms: fields.platforms,
  genre: fields.genre('Genre is required.'),
  developer: fields.optionalDeveloper,
  releaseYear: fields.optionalReleaseYear(fields.CATALOGUE_FIRST_RELEASE_YEAR),
  releaseDate: fields.releaseDate,
  features: fields.features({ required: false }),
  websiteUrl: fields.optionalUrl('Please enter a valid URL'),
  hasCombat: z.boolean().default(false),
  featured: z.boolean().default(false),
  review: z.string().max(50_000).nullable().optional(),
  ...fields.cozyProfileFields,
  stores: storeLinksSchema.optional().meta({
    description: "Where to get it: the game's store pages, at most one per store; left out, they stay as they are",
  }),
  hoursToFinish: fields.hoursToFinish.meta({
    description:
      'Hours to finish the main story, one decimal; null (or empty) when unknown or endless; left out, it stays',
  }),
});
export type GameInput = z.output<typeof gameInputSchema>;

export const reviewInputSchema = z.object({
  review: z.string().max(50_000, 'The review is too long'),
});

export const statusChangeSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: "Status must be either 'approved' or 'rejected'" }),
  reviewNotes: fields.reviewNotes,
});

/** The most submissions one list response carries when no limit is asked for. */
export const SUBMISSION_LIST_CAP = 1000;

/** Without `limit`, every match up to SUBMISSION_LIST_CAP comes back; X-Total-Count gives the number of matches. */
export const submissionListQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: 'Status is one of pending, approved, rejected' }).optional(),
  limit: integerString(1, 100).optional(),
  offset: integerString(0, 1_000_000).optional(),
  /** `false` leaves out the possible duplicates (similarGames empty), for a list that asks for them after. */
  similar: z
    .enum(['true', 'false'], { error: "Must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;

/** How many submissions wait in each queue: the dashboard's tab counts. */
export const submissionCountsSchema = z
  .object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  })
  .meta({ id: 'SubmissionCounts' });
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

export const ERROR_REPORT_STATUSES = ['unreviewed', 'resolved', 'dismissed'] as const;

export const errorReportUpdateSchema = z.object({
  status: z.enum(ERROR_REPORT_STATUSES, { error: 'Status must be unreviewed, resolved or dismissed' }),
  reviewNotes: fields.reviewNotes,
});

export const contactMessageUpdateSchema = z.object({ handled: z.boolean() });

export { idParamsSchema } from './input-hygiene.ts';

const similarGameSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** Which submissions to look up possible duplicates for: up to 100 ids, comma-separated. */
export const possibleDuplicatesQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'A comma-separated list of up to 100 submission ids')
    .transform((list) => [...new Set(list.split(',').map(Number))]),
});

/** Catalogue games with a title like each pending submission's. */
export const possibleDuplicatesSchema = z
  .array(z.object({ submissionId: z.number().int(), similarGames: z.array(similarGameSchema) }))
  .meta({ id: 'PossibleDuplicates' });
export type PossibleDuplicates = z.infer<typeof possibleDuplicatesSchema>;

/** A submission as the review queue sees it: with its outcome and possible duplicates. */
export const adminSubmissionSchema = submissionSchema
  .extend({
    featured: z.boolean(),
    gameId: z.number().int().nullable(),
    reviewedAt: z.string().nullable(),
    similarGames: z.array(similarGameSchema),
  })
  .meta({ id: 'AdminSubmission' });
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

/**
 * The edit dialog's body for a submission: the game fields (an `id` in the body is ignored). A
 * submission holds no hours to finish: those are the admins' to research once the game is published.
 */
export const submissionContentSchema = gameInputSchema
  .omit({ review: true, hoursToFinish: true })
  .extend({ id: z.unknown().optional() });
export type SubmissionContent = z.output<typeof submissionContentSchema>;

export const errorReportSchema = z
  .object({
    id: z.number().int(),
    gameTitle: z.string(),
    reportType: z.enum(REPORT_TYPES),
    description: z.string(),
    status: z.enum(ERROR_REPORT_STATUSES),
    reviewNotes: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ErrorReport' });
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    handled: z.boolean(),
    handledAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    userEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.number().int().nullable(),
    targetTitle: z.string().nullable().meta({
      description: 'The current title of the game or submission the entry names; null when it is gone or not one',
    }),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
