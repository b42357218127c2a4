import { z } from 'zod';
import { boundedText } from './bounded-text.ts';
import { GENRES, PLATFORMS } from './catalogue.ts';
import {
  COZY_DIMENSIONS,
  FAIL_STATES,
  LENGTHS,
  PLAY_MODES,
  TIME_PRESSURES,
  type FailState,
  type GameLength,
  type PlayMode,
  type TimePressure,
} from './cozy-profile.ts';
import { withScheme, withSchemeIfText } from './web-address.ts';
import { LIFE_FACT_KEYS, lifeFact, type LifeFactKey, type LifeFacts } from './life-facts.ts';
import { LIFE_FACT_MEANINGS, PROFILE_MEANINGS } from './profile-meanings.ts';

/**
 * Every field a game has, with its rules and messages written once. The admin write, the visitor's
 * submission, the edit dialog and the shipped catalogue's check all build their schemas from here,
 * so a new field is added in one place.
 */

export const TITLE_MIN = 2;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;
export const DEVELOPER_MAX = 100;
export const FEATURE_MIN = 3;
export const FEATURE_MAX = 200;
export const FEATURES_MAX = 4;
export const PLATFORMS_MAX = 7;
export const REVIEW_NOTES_MAX = 500;
/** The earliest release year the catalogue holds; the forms ask for a later one. */
export const CATALOGUE_FIRST_RELEASE_YEAR = 1950;
export const FORM_FIRST_RELEASE_YEAR = 1980;

/** The latest release year accepted, computed when validating, not when the module loads. */
export function latestReleaseYear(now: Date = new Date()): number {
  return now.getFullYear() + 5;
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const title = boundedText('Title', TITLE_MIN, TITLE_MAX, `Title must be at least ${TITLE_MIN} characters`);

export const description = boundedText(
  'Description',
  DESCRIPTION_MIN,
  DESCRIPTION_MAX,
  `Description must be at least ${DESCRIPTION_MIN} characters`,
);

/** Accepts `iOS` and any casing, stores lower case. */
export const platform = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(PLATFORMS, { error: 'Unknown platform' }));

export const platforms = z
  .array(platform.meta({ enum: [...PLATFORMS, 'iOS'], description: 'iOS is stored as ios' }), {
    error: 'At least one platform is required',
  })
  .min(1, 'At least one platform is required')
  .max(PLATFORMS_MAX, `Maximum ${PLATFORMS_MAX} platforms allowed`)
  .transform((list) => [...new Set(list)]);

export const genre = (message: string) => z.enum(GENRES, { error: message });

const developerText = z.string().trim().max(DEVELOPER_MAX, `Developer must be at most ${DEVELOPER_MAX} characters`);
export const requiredDeveloper = boundedText('Developer', 1, DEVELOPER_MAX);
export const optionalDeveloper = z.preprocess(emptyToNull, developerText.nullable().optional());

/**
 * A release year from `floor` to the current year + 5. The catalogue's floor is 1950 and its
 * messages name the field; the forms' floor is 1980 and their messages are the spec's shorter ones.
 */
export function releaseYear(floor: number) {
  const form = floor === FORM_FIRST_RELEASE_YEAR;
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Release year is required'
          : form
            ? 'Release year must be a number'
            : 'Release year must be an integer',
    })
    .int('Release year must be an integer')
    .min(floor, form ? `Year must be ${floor} or later` : `Release year must be at least ${floor}`)
    .superRefine((year, ctx) => {
      const latest = latestReleaseYear();
      if (year > latest) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: latest,
          inclusive: true,
          input: year,
          message: form
            ? `Year cannot be more than ${latest}`
            : "Release year can't be more than 5 years in the future",
        });
      }
    })
    .meta({ description: `From ${floor} to the current year + 5` });
}
export const optionalReleaseYear = (floor: number) =>
  z.preprocess(emptyToNull, releaseYear(floor).nullable().optional());

/** A release date as `YYYY-MM-DD` that names a real day, e.g. `2027-03-04`; `2027-02-30` is not one. */
export const RELEASE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const parts = RELEASE_DATE_PATTERN.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day a game comes out (or came out), as `YYYY-MM-DD`; null (also from an empty string) when
 * only its year is known. Its year is the game's release year, so it keeps the release year's range.
 */
export const releaseDate = z
  .preprocess(
    emptyToNull,
    z
      .string({ error: 'Release date must be a date written as YYYY-MM-DD' })
      .trim()
      // One message for one mistake: the first rule broken.
      .superRefine((value, ctx) => {
        const year = Number(value.slice(0, 4));
        const message = !RELEASE_DATE_PATTERN.test(value)
          ? 'Release date must be a date written as YYYY-MM-DD'
          : !isCalendarDate(value)
            ? 'Release date is not a real date'
            : year < CATALOGUE_FIRST_RELEASE_YEAR
              ? `Release date must be in ${CATALOGUE_FIRST_RELEASE_YEAR} or later`
              : year > latestReleaseYear()
                ? "Release date can't be more than 5 years in the future"
                : null;
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .nullable()
      .optional(),
  )
  .meta({
    format: 'date',
    description:
      'The release day as YYYY-MM-DD, or null when only the year is known. When given, its year is stored as the release year.',
  });

/**
 * The release year a game or submission is stored with: the year of its release date when it has
 * one (the date settles it), otherwise the year given.
 */
export function releaseYearOf(fields: { releaseYear?: number | null; releaseDate?: string | null }) {
  return fields.releaseDate ? Number(fields.releaseDate.slice(0, 4)) : fields.releaseYear;
}

const feature = z
  .string({ error: 'Each feature must be text' })
  .trim()
  // Blank entries are allowed here and dropped below.
  .refine(
    (value) => value === '' || value.length >= FEATURE_MIN,
    `Each feature must be at least ${FEATURE_MIN} characters`,
  )
  .refine((value) => value.length <= FEATURE_MAX, `Each feature must be at most ${FEATURE_MAX} characters`);

/**
 * 1-4 features (0-4 when not `required`), each 3-200 characters after trimming; blank entries are
 * dropped before counting.
 */
export function features({ required }: { required: boolean }) {
  const list = z
    .array(feature, { error: 'At least one feature is required' })
    .transform((values) => values.filter((value) => value !== ''))
    .pipe(
      z
        .array(z.string())
        .min(required ? 1 : 0, 'At least one feature is required')
        .max(FEATURES_MAX, `Maximum ${FEATURES_MAX} features allowed`),
    )
    .meta({
      description: `${required ? 1 : 0}-${FEATURES_MAX} features of ${FEATURE_MIN}-${FEATURE_MAX} characters each, after trimming and dropping blank entries`,
    });
  return required ? list : list.optional().transform((values) => values ?? []);
}

/**
 * An absolute http(s) address on a real host name; `javascript:` and the like never pass. One typed
 * without its scheme (`kamaeru.com`) gets `https://`.
 */
export const webUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, 'URL must be at most 2048 characters')
    .pipe(
      z.codec(z.string(), z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }), {
        decode: withScheme,
        encode: (url) => url,
      }),
    )
    .meta({ format: 'uri', description: 'An absolute http(s) URL; one without a scheme gets https://' });

/** An http(s) URL, or null; an empty string is stored as null, one without a scheme gets https://. */
export const optionalUrl = (message: string) =>
  z
    .preprocess(
      (value) => withSchemeIfText(emptyToNull(value)),
      z
        .url({ protocol: /^https?$/, error: message })
        .max(2000)
        .nullable(),
    )
    .optional();

export const hasCombat = z.boolean({ error: 'Combat must be true or false' }).default(false);

export const reviewNotes = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(REVIEW_NOTES_MAX, `Review notes must be at most ${REVIEW_NOTES_MAX} characters`)
    .nullable()
    .optional(),
);

const definitions = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([value, meaning]) => `\`${value}\`: ${meaning}`)
    .join(' ');

/** A cozy dimension: one of its values, or null (also from an empty string) when not known. */
function dimension<T extends string>(values: readonly [T, ...T[]], key: 'failState' | 'timePressure' | 'length') {
  const { question } = COZY_DIMENSIONS[key];
  const meanings = PROFILE_MEANINGS[key];
  return z
    .preprocess(
      emptyToNull,
      z.enum(values, { error: `${COZY_DIMENSIONS[key].name} is one of ${values.join(', ')}` }).nullable(),
    )
    .optional()
    .meta({ description: `${question} ${definitions(meanings)} null when not known.` });
}

export const failState = dimension<FailState>(FAIL_STATES, 'failState');
export const timePressure = dimension<TimePressure>(TIME_PRESSURES, 'timePressure');
export const length = dimension<GameLength>(LENGTHS, 'length');
export const playModes = z
  .array(z.enum(PLAY_MODES, { error: `Play mode is one of ${PLAY_MODES.join(', ')}` }))
  .max(PLAY_MODES.length)
  .transform((list): PlayMode[] => [...new Set(list)])
  .optional()
  .meta({
    description: `${COZY_DIMENSIONS.playModes.question} A subset of: ${definitions(PROFILE_MEANINGS.playModes)} Empty when not known.`,
  });

/**
 * A life fact's rule on writes: one of its values, or null (also from an empty string); for a list,
 * its values (each once, in their declared order), [] when none apply, or null.
 */
function lifeFactInput(key: LifeFactKey) {
  const { kind, name, question, choices } = lifeFact(key);
  const values = LIFE_FACT_MEANINGS[key];
  if (kind === 'one') {
    return z
      .preprocess(emptyToNull, z.enum(choices, { error: `${name} is one of ${choices.join(', ')}` }).nullable())
      .optional()
      .meta({ description: `${question} ${definitions(values)} null when not known.` });
  }
  return z
    .array(z.enum(choices, { error: `${name}: each is one of ${choices.join(', ')}` }))
    .max(choices.length * 2)
    .transform((list) => choices.filter((value) => list.includes(value)))
    .nullable()
    .optional()
    .meta({ description: `${question} A subset of: ${definitions(values)} [] when none apply; null when not known.` });
}

/** A life fact as a game or submission carries it in responses. */
function lifeFactOutput(key: LifeFactKey) {
  const { kind, question, choices } = lifeFact(key);
  const values = LIFE_FACT_MEANINGS[key];
  const value = kind === 'one' ? z.enum(choices) : z.array(z.enum(choices));
  const empty = kind === 'one' ? '' : ' [] when none apply;';
  return value.nullable().meta({ description: `${question} ${definitions(values)}${empty} null when not known.` });
}

const lifeFactFields = Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, lifeFactInput(key)])) as unknown as {
  [K in LifeFactKey]: z.ZodOptional<z.ZodType<LifeFacts[K], LifeFacts[K] | '' | undefined>>;
};
const lifeFactOutputFields = Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, lifeFactOutput(key)])) as unknown as {
  [K in LifeFactKey]: z.ZodType<LifeFacts[K]>;
};

/** The cozy-profile fields (both parts), optional on every write. */
export const cozyProfileFields = { failState, timePressure, length, playModes, ...lifeFactFields };

/** The cozy profile as a game or submission carries it in responses. */
export const cozyProfileOutputFields = {
  failState: z
    .enum(FAIL_STATES)
    .nullable()
    .meta({ description: `${COZY_DIMENSIONS.failState.question} ${definitions(PROFILE_MEANINGS.failState)}` }),
  timePressure: z
    .enum(TIME_PRESSURES)
    .nullable()
    .meta({
      description: `${COZY_DIMENSIONS.timePressure.question} ${definitions(PROFILE_MEANINGS.timePressure)}`,
    }),
  length: z
    .enum(LENGTHS)
    .nullable()
    .meta({ description: `${COZY_DIMENSIONS.length.question} ${definitions(PROFILE_MEANINGS.length)}` }),
  playModes: z.array(z.enum(PLAY_MODES)).meta({
    description: `${COZY_DIMENSIONS.playModes.question} ${definitions(PROFILE_MEANINGS.playModes)} Empty when not known.`,
  }),
  ...lifeFactOutputFields,
};

/** Hours to finish the main story (HowLongToBeat's figure where it has one), one decimal; null when unknown or endless. */
export const HOURS_MAX = 1000;
export const hoursToFinish = z.preprocess(
  emptyToNull,
  z
    .number({ error: 'Hours to finish must be a number' })
    .positive('Hours to finish must be more than 0')
    .max(HOURS_MAX, `Hours to finish must be at most ${HOURS_MAX}`)
    .transform((hours) => Math.round(hours * 10) / 10)
    .nullable()
    .optional(),
);

/**
 * The length bucket an hours figure belongs to: under 5 short, 5 to 20 medium, over 20 long. The
 * shipped catalogue's hours and lengths must agree.
 */
export function lengthOfHours(hours: number): 'short' | 'medium' | 'long' {
  if (hours < 5) return 'short';
  return hours <= 20 ? 'medium' : 'long';
}
