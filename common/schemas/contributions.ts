import { z } from 'zod';
import { boundedText } from '../bounded-text.ts';
import * as fields from '../game-fields.ts';
import { storeLinkSchema, storeLinksSchema } from '../stores.ts';
import { VOTER_ID_PATTERN } from '../voter-id.ts';

/**
 * What visitors send: game submissions, error reports, contact messages and cozy votes, with the
 * spec's messages. The forms validate with these schemas and the server validates again with them.
 */

export { FEATURES_MAX, PLATFORMS_MAX, latestReleaseYear } from '../game-fields.ts';
export const FIRST_RELEASE_YEAR = fields.FORM_FIRST_RELEASE_YEAR;
export const REPORT_TYPES = ['incorrect-info', 'missing-info', 'broken-link', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * Each report type as the Report Error form names it, and what on a game's page it covers: only
 * what the page shows.
 */
export const REPORT_REASONS: Record<ReportType, { label: string; covers: string }> = {
  'incorrect-info': {
    label: 'Incorrect Information',
    covers:
      'a wrong title, developer, release year, genre, platform, combat label, description, feature, cover, screenshot, hours to finish or Cozy Profile',
  },
  'missing-info': {
    label: 'Missing Information',
    covers: 'a platform, store, cover, screenshot, hours to finish or Cozy Profile detail the page does not show yet',
  },
  'broken-link': {
    label: 'Broken Link',
    covers: 'an official website or store link that is broken, outdated or leads to another game',
  },
  other: { label: 'Other Issue', covers: 'anything else about a game page, such as one that does not load properly' },
};

/** A hidden field people never see; a value in it means a bot filled the form in. */
const honeypot = z.string().optional();

/** Every challenge's answer: this many characters, case-sensitive. */
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_MISMATCH = 'Captcha does not match. Please try again.';

const captchaFields = (required: string) => ({
  captchaId: z
    .string({ error: required })
    .min(1, required)
    .max(64, CAPTCHA_MISMATCH)
    .meta({ description: 'The id from GET /api/captcha' }),
  captcha: z
    .string({ error: required })
    .min(1, required)
    .max(32, CAPTCHA_MISMATCH)
    .meta({ description: 'The code in the captcha picture, case-sensitive' }),
});

/** The captcha and the honeypot every visitor's write carries (the Report Error and Contact forms' wording). */
const guardFields = { ...captchaFields('Please complete the captcha verification'), nickname: honeypot };

const optionalEmail = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Please enter a valid email')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email')
  .nullish()
  .transform((value) => value || null)
  .meta({ description: 'Optional; an empty string is stored as null' });

/** POST /api/submissions: the Submit Game form. */
export const submissionInputSchema = z.object({
  title: fields.title,
  description: fields.description,
  imageUrl: fields.webUrl('Please enter a valid image URL'),
  websiteUrl: fields.webUrl('Please enter a valid URL'),
  platforms: fields.platforms,
  genre: fields.genre('Please select a genre'),
  features: fields.features({ required: true }),
  releaseYear: fields.releaseYear(fields.FORM_FIRST_RELEASE_YEAR),
  releaseDate: fields.releaseDate,
  developer: fields.requiredDeveloper,
  submitterEmail: optionalEmail,
  hasCombat: fields.hasCombat,
  ...fields.cozyProfileFields,
  stores: storeLinksSchema
    .default([])
    .meta({ description: "Optional: where to get it, the game's store pages (at most one per store)" }),
  ...captchaFields('Captcha verification is required'),
  nickname: honeypot,
});
export type SubmissionInput = z.input<typeof submissionInputSchema>;
export type SubmissionData = z.output<typeof submissionInputSchema>;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A submission as stored. */
export const submissionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    platforms: z.array(z.string()),
    genre: z.string(),
    developer: z.string().nullable(),
    releaseYear: z.number().int().nullable(),
    releaseDate: z.iso.date().nullable(),
    features: z.array(z.string()),
    websiteUrl: z.string().nullable(),
    submitterEmail: z.string().nullable(),
    hasCombat: z.boolean(),
    ...fields.cozyProfileOutputFields,
    stores: z.array(storeLinkSchema),
    status: z.enum(SUBMISSION_STATUSES),
    reviewNotes: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof submissionSchema>;

/** POST /api/report-error: the Report Error form. */
export const errorReportInputSchema = z.object({
  gameTitle: boundedText('Game title', 1, 200),
  reportType: z.enum(REPORT_TYPES, { error: 'Please select a report type' }).meta({
    description: REPORT_TYPES.map((type) => `\`${type}\`: ${REPORT_REASONS[type].covers}.`).join(' '),
  }),
  description: boundedText('Description', 10, 1000, 'Please provide a detailed description (minimum 10 characters)'),
  ...guardFields,
});
export type ErrorReportInput = z.input<typeof errorReportInputSchema>;
export type ErrorReportData = z.output<typeof errorReportInputSchema>;

/** POST /api/contact: the Contact form. */
export const contactInputSchema = z.object({
  name: boundedText('Name', 1, 100),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(254, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
  subject: boundedText('Subject', 1, 200),
  message: boundedText('Message', 10, 5000, 'Message must be at least 10 characters'),
  ...guardFields,
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactData = z.output<typeof contactInputSchema>;

/** What a stored error report or contact message answers with. */
export const createdSchema = z.object({ id: z.number().int() }).meta({ id: 'Created' });

const voterFingerprint = z
  .string({ error: 'Invalid voter identifier' })
  .regex(VOTER_ID_PATTERN, 'Invalid voter identifier')
  .meta({
    description:
      'The voter id: a random id the browser makes once and keeps (the site sends 22 URL-safe base64 ' +
      "characters); 8 to 64 letters, digits, '-' or '_'. The voter cookie carries the same id.",
  });

/** POST /api/games/{id}/cozy-rating */
export const cozyRatingInputSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a number' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be at least 1')
    .max(5, 'Rating must be at most 5'),
  voterFingerprint,
});
export type CozyRatingInput = z.infer<typeof cozyRatingInputSchema>;

/** GET /api/games/{id}/cozy-rating?fingerprint=… */
export const cozyRatingQuerySchema = z.object({ fingerprint: voterFingerprint.optional() });

export const cozyRatingSchema = z
  .object({
    /** Median of the votes, one decimal; null without votes. */
    rating: z.number().nullable(),
    /** Whether this voter (by fingerprint or by the voter cookie) has voted on the game. */
    hasRated: z.boolean(),
    count: z.number().int(),
    yourRating: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The tea cups (1 to 5) this voter gave the game; null when they have not rated it.' }),
  })
  .meta({ id: 'CozyRating' });
export type CozyRating = z.infer<typeof cozyRatingSchema>;

export const cozyRatingResultSchema = z
  .object({ medianRating: z.number().nullable(), count: z.number().int() })
  .meta({ id: 'CozyRatingResult' });
export type CozyRatingResult = z.infer<typeof cozyRatingResultSchema>;

/** GET /api/captcha: the image only; the answer never leaves the server. */
export const captchaChallengeSchema = z
  .object({ id: z.string(), image: z.string().describe('An SVG image as a data: URL') })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** POST /api/captcha/check: live feedback while typing; a few tries per challenge. */
export const captchaCheckInputSchema = z.object({
  id: z.string({ error: 'Captcha id is required' }).min(1, 'Captcha id is required').max(64),
  answer: z.string({ error: 'Answer is required' }).max(32),
});

export const okSchema = z.object({ ok: z.boolean() }).meta({ id: 'Ok' });
