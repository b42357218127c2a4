import { gameInputSchema, type GameInput } from '../../../common/schemas/admin';
import { features } from '../../../common/game-fields';
import { NOT_SURE, profileInput, profileValues, type CozyProfileValues } from '~/components/cozy-profile-fields';
import type { EditTarget } from './admin-actions';

/** The edit dialog's fields as typed: text stays text until it is validated. */
export interface GameFormValues extends CozyProfileValues {
  title: string;
  description: string;
  features: string[];
  genre: string;
  developer: string;
  releaseYear: string;
  websiteUrl: string;
  imageUrl: string;
  platforms: string[];
  hasCombat: boolean;
  featured: boolean;
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
      websiteUrl: '',
      imageUrl: '',
      platforms: [],
      hasCombat: false,
      featured: false,
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
    websiteUrl: entry.websiteUrl ?? '',
    imageUrl: entry.imageUrl ?? '',
    platforms: [...entry.platforms],
    hasCombat: entry.hasCombat,
    featured: entry.featured,
    ...profileValues(entry),
  };
}

/** The shared admin schema, plus the dialog's own rule that a game lists at least one feature. */
const dialogSchema = gameInputSchema.omit({ review: true }).extend({ features: features({ required: true }) });

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
    errors[parts.join('.')] ??= issue.message;
  }
  return errors;
}

export function parseGameForm(
  values: GameFormValues,
): { ok: true; data: GameFormData } | { ok: false; errors: GameFormErrors } {
  const year = values.releaseYear.trim();
  const result = dialogSchema.safeParse({
    ...values,
    ...profileInput(values),
    genre: values.genre || undefined,
    releaseYear: year === '' ? null : Number(year),
  });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: toFormErrors(result.error.issues, values) };
}
