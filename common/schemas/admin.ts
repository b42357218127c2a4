import { z } from 'zod';
import { GENRES } from '../catalogue.ts';
import { integerString, platformSchema } from './games.ts';
import { REPORT_TYPES, SUBMISSION_STATUSES, submissionSchema } from './contributions.ts';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const urlField = (message: string) =>
  z.preprocess(
    emptyToNull,
    z
      .url({ protocol: /^https?$/, error: message })
      .max(2000)
      .nullable(),
  );

const currentYear = () => new Date().getFullYear();

/** The game as admins write it (spec §5, 'Game (admin schema)'). */
export const gameInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'Title must be at least 2 characters')
    .max(100, 'Title must be at most 100 characters'),
  description: z
    .string()
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(2000, 'Description must be at most 2000 characters'),
  imageUrl: urlField('Please enter a valid image URL').optional(),
  platforms: z
    .array(platformSchema)
    .min(1, 'At least one platform is required')
    .max(7, 'Maximum 7 platforms allowed')
    .transform((list) => [...new Set(list)]),
  genre: z.enum(GENRES, { error: 'Genre is required.' }),
  developer: z.preprocess(
    emptyToNull,
    z.string().trim().max(100, 'Developer must be at most 100 characters').nullable().optional(),
  ),
  releaseYear: z.preprocess(
    emptyToNull,
    z
      .number({ error: 'Release year must be an integer' })
      .int('Release year must be an integer')
      .min(1950, 'Release year must be at least 1950')
      .refine((year) => year <= currentYear() + 5, "Release year can't be more than 5 years in the future")
      .nullable()
      .optional(),
  ),
  features: z
    .array(z.string())
    .optional()
    .transform((list) => (list ?? []).map((f) => f.trim()).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .min(3, 'Each feature must be at least 3 characters')
            .max(200, 'Each feature must be at most 200 characters'),
        )
        .max(4, 'At most 4 features'),
    ),
  websiteUrl: urlField('Please enter a valid URL').optional(),
  hasCombat: z.boolean().default(false),
  featured: z.boolean().default(false),
  review: z.string().max(50_000).nullable().optional(),
});
export type GameInput = z.output<typeof gameInputSchema>;

export const reviewInputSchema = z.object({
  review: z.string().max(50_000, 'The review is too long'),
});

export const statusChangeSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: "Status must be either 'approved' or 'rejected'" }),
  reviewNotes: z.preprocess(
    emptyToNull,
    z.string().trim().max(500, 'Review notes must be at most 500 characters').nullable().optional(),
  ),
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
  reviewNotes: z.preprocess(emptyToNull, z.string().trim().max(500).nullable().optional()),
});

export const contactMessageUpdateSchema = z.object({ handled: z.boolean() });

export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Must be at least 1')),
});

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

/** The edit dialog's body: the game fields (an `id` in the body is ignored). */
export const submissionContentSchema = gameInputSchema.omit({ review: true }).extend({ id: z.unknown().optional() });

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
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
