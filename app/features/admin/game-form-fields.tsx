import { useId } from 'react';
import { FILTER_PLATFORMS, GENRES, GENRE_LABELS, PLATFORM_LABELS } from '../../../common/catalogue';
import { FEATURES_MAX, HOURS_MAX } from '../../../common/game-fields';
import { Checkbox } from '~/components/ui/checkbox';
import { Field, FieldGroup, FieldHint } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { TextListField } from '~/components/text-list-field';
import { CozyProfileFields } from '~/components/cozy-profile-fields';
import { StoreLinksField } from '~/components/store-links-field';
import { DIALOG_FIRST_YEAR, DIALOG_LAST_YEAR, type GameFormErrors, type GameFormValues } from './game-form';

interface GameFormFieldsProps {
  values: GameFormValues;
  errors: GameFormErrors;
  onChange: (changes: Partial<GameFormValues>) => void;
  /** Whether to ask for the hours to finish (a published or new game; a submission holds none). */
  showHours: boolean;
}

/** A new release date, and its year in the year box (the date settles the year). */
function withReleaseDate(releaseDate: string): Partial<GameFormValues> {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(releaseDate)?.[1];
  return year ? { releaseDate, releaseYear: year } : { releaseDate };
}

/** The edit dialog's controls, each labelled, with its message under it. */
export function GameFormFields({ values, errors, onChange, showHours }: GameFormFieldsProps) {
  const featuredHintId = useId();
  const text =
    (name: 'title' | 'developer' | 'releaseYear' | 'websiteUrl' | 'imageUrl' | 'hoursToFinish') =>
    (event: { target: { value: string } }) =>
      onChange({ [name]: event.target.value });
  const togglePlatform = (platform: string, checked: boolean) =>
    onChange({
      platforms: checked ? [...values.platforms, platform] : values.platforms.filter((p) => p !== platform),
    });

  return (
    <div className="grid gap-5">
      <Field label="Title" required error={errors.title}>
        {(control) => <Input {...control} value={values.title} maxLength={100} onChange={text('title')} />}
      </Field>
      <Field label="Description" required error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.description}
            maxLength={2000}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <TextListField
        label="Features"
        itemLabel={(position) => `Feature ${position}`}
        addLabel="Add Feature"
        values={values.features}
        onChange={(features) => onChange({ features })}
        max={FEATURES_MAX}
        required
        hint="List key gameplay features that make this game cozy or relaxing (max 4)"
        error={errors.features}
        itemErrors={values.features.map((_, index) => errors[`features.${index}`])}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Genre" required error={errors.genre}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.genre}
              onChange={(event) => onChange({ genre: event.target.value })}
            >
              <option value="" disabled>
                Select the primary genre
              </option>
              {GENRES.map((genre) => (
                <option key={genre} value={genre}>
                  {GENRE_LABELS[genre]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Developer" error={errors.developer}>
          {(control) => <Input {...control} value={values.developer} maxLength={100} onChange={text('developer')} />}
        </Field>
        <Field label="Release Year" error={errors.releaseYear}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={DIALOG_FIRST_YEAR}
              max={DIALOG_LAST_YEAR}
              step={1}
              value={values.releaseYear}
              onChange={text('releaseYear')}
            />
          )}
        </Field>
        <Field
          label="Release Date"
          hint="The day it comes out, once announced; its year becomes the release year."
          error={errors.releaseDate}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.releaseDate}
              onChange={(event) => onChange(withReleaseDate(event.target.value))}
            />
          )}
        </Field>
        <Field label="Website URL" error={errors.websiteUrl}>
          {(control) => (
            <Input
              {...control}
              type="url"
              placeholder="https://"
              value={values.websiteUrl}
              onChange={text('websiteUrl')}
            />
          )}
        </Field>
        {showHours ? (
          <Field
            label="Hours to finish"
            hint="The main story, in hours (one decimal); empty when unknown or endless."
            error={errors.hoursToFinish}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0.1}
                max={HOURS_MAX}
                step={0.1}
                value={values.hoursToFinish}
                onChange={text('hoursToFinish')}
              />
            )}
          </Field>
        ) : null}
      </div>
      <Field
        label="Image URL"
        hint="The site fetches this image when the game is saved or approved, and shows its own copy as the cover."
        error={errors.imageUrl}
      >
        {(control) => (
          <Input {...control} type="url" placeholder="https://" value={values.imageUrl} onChange={text('imageUrl')} />
        )}
      </Field>
      <StoreLinksField
        rows={values.stores}
        onChange={(stores) => onChange({ stores })}
        errors={errors}
        hint="The game's pages on the stores that sell it, each on the store's own site."
      />
      <FieldGroup label="Platforms" required error={errors.platforms}>
        {() => (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {FILTER_PLATFORMS.map((platform) => (
              <Checkbox
                key={platform}
                label={PLATFORM_LABELS[platform]}
                checked={values.platforms.includes(platform)}
                onChange={(event) => togglePlatform(platform, event.target.checked)}
              />
            ))}
          </div>
        )}
      </FieldGroup>
      <div className="grid gap-2">
        <Checkbox
          label="Game includes combat"
          checked={values.hasCombat}
          onChange={(event) => onChange({ hasCombat: event.target.checked })}
        />
        <Checkbox
          label="Feature this game"
          checked={values.featured}
          aria-describedby={featuredHintId}
          onChange={(event) => onChange({ featured: event.target.checked })}
        />
        <FieldHint id={featuredHintId}>Featured games appear in the homepage featured section.</FieldHint>
      </div>
      <CozyProfileFields values={values} onChange={onChange} errors={errors} />
    </div>
  );
}
