import { z } from 'zod';
import { gameInputSchema, type GameInput } from '../../../common/schemas/admin';
import { features } from '../../../common/game-fields';
import { NOT_SURE, profileInput, profileValues, type CozyProfileValues } from '~/components/cozy-profile-fields';
import { storeErrorOnScreen, storeLinksOf, storeRowsOf, type StoreRow } from '~/components/store-links-field';
import type { EditTarget } from './admin-actions';

/** The edit dialog's fields as typed: text stays text until it is validated. */
export interface GameFormValues extends CozyProfileValues {
  title: string;
  description: string;
  features: string[];
  genre: string;
  developer: string;
  releaseYear: string;
  /** The release day as the date box gives it (`YYYY-MM-DD`), empty when not announced. */
  releaseDate: string;
  websiteUrl: string;
  imageUrl: string;
  platforms: string[];
  hasCombat: boolean;
  featured: boolean;
  /** 'Where to get it', row by row. */
  stores: StoreRow[];
  /** Hours to finish as typed; a published game's only (a submission holds none). */
  hoursToFinish: string;
}

export type GameFormErrors = Record<string, string>;
export type GameFormData = Omit<GameInput, 'review'>;

export function dialogTitle(target: EditTarget): string {
  if (target.kind === 'new') return 'Add Game';
  if (target.kind === 'game') return 'Edit Published Game';
  // Spec: an approved entry without review notes is treated as a published game.
  const { status, reviewNotes } = target.submission;
  return status === 'approved' && !reviewNotes ? 'Edit Published Game' : 'Edit Submission';
}

export function formValuesFor(target: EditTarget): GameFormValues {
  if (target.kind === 'new') {
    return {
      title: '',
      description: '',
      features: [''],
      genre: '',
      developer: '',
      releaseYear: '',
      releaseDate: '',
      websiteUrl: '',
      imageUrl: '',
      platforms: [],
      hasCombat: false,
      featured: false,
      stores: [],
      hoursToFinish: '',
      ...NOT_SURE,
    };
  }
  const entry = target.kind === 'game' ? target.game : target.submission;
  return {
    title: entry.title,
    description: entry.description,
    features: entry.features.length > 0 ? [...entry.features] : [''],
    genre: entry.genre,
    developer: entry.developer ?? '',
    releaseYear: entry.releaseYear === null ? '' : String(entry.releaseYear),
    releaseDate: entry.releaseDate ?? '',
    websiteUrl: entry.websiteUrl ?? '',
    imageUrl: entry.imageUrl ?? '',
    platforms: [...entry.platforms],
    hasCombat: entry.hasCombat,
    featured: entry.featured,
    stores: storeRowsOf(entry.stores),
    hoursToFinish:
      target.kind === 'game' && target.game.hoursToFinish !== null ? String(target.game.hoursToFinish) : '',
    ...profileValues(entry),
  };
}

/** The release years the dialog's year box offers (its `min` and `max`). */
export const DIALOG_FIRST_YEAR = 1980;
export const DIALOG_LAST_YEAR = 2030;

const shared = gameInputSchema.shape;
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The shared admin schema with the dashboard's own messages (spec: 'Title is required.' and the
 * like), the year box's 1980-2030 range, and the rule that a game lists at least one feature. The
 * shared rules still apply after these, so the dialog never accepts what the server refuses.
 */
const dialogSchema = gameInputSchema.omit({ review: true }).extend({
  title: z.string().trim().min(1, 'Title is required.').pipe(shared.title),
  description: z.string().trim().min(1, 'Description is required.').pipe(shared.description),
  platforms: z.array(z.string()).min(1, 'At least one platform must be selected.').pipe(shared.platforms),
  imageUrl: dialogUrl('Please enter a valid image URL.'),
  websiteUrl: dialogUrl('Please enter a valid URL.'),
  releaseYear: z.preprocess(
    emptyToNull,
    z
      .number({ error: 'Release year must be a whole number.' })
      .int('Release year must be a whole number.')
      .min(DIALOG_FIRST_YEAR, `Release year must be between ${DIALOG_FIRST_YEAR} and ${DIALOG_LAST_YEAR}.`)
      .max(DIALOG_LAST_YEAR, `Release year must be between ${DIALOG_FIRST_YEAR} and ${DIALOG_LAST_YEAR}.`)
      .nullable(),
  ),
  features: features({ required: true }),
});

function dialogUrl(message: string) {
  return z.preprocess(
    emptyToNull,
    z
      .url({ protocol: /^https?$/, error: message })
      .max(2000, message)
      .nullable(),
  );
}

/**
 * Messages by field path. The schema drops blank features before it numbers them, so `features.1`
 * from the schema (or the server) is mapped back to the entry on screen.
 */
export function toFormErrors(
  issues: ReadonlyArray<{ path: string | ReadonlyArray<PropertyKey>; message: string }>,
  values: GameFormValues,
): GameFormErrors {
  const onScreen = values.features.flatMap((feature, index) => (feature.trim() ? [index] : []));
  const errors: GameFormErrors = {};
  for (const issue of issues) {
    const parts = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    if (parts[0] === 'features' && parts[1] !== undefined) parts[1] = String(onScreen[Number(parts[1])] ?? parts[1]);
    const { path, message } = storeErrorOnScreen(parts.join('.'), issue.message, values.stores);
    errors[path] ??= message;
  }
  return errors;
}

export function parseGameForm(
  values: GameFormValues,
): { ok: true; data: GameFormData } | { ok: false; errors: GameFormErrors } {
  const year = values.releaseYear.trim();
  const hours = values.hoursToFinish.trim();
  const result = dialogSchema.safeParse({
    ...values,
    ...profileInput(values),
    genre: values.genre || undefined,
    releaseYear: year === '' ? null : Number(year),
    stores: storeLinksOf(values.stores),
    hoursToFinish: hours === '' ? null : Number(hours),
  });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: toFormErrors(result.error.issues, values) };
}
