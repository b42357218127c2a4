import { useState } from 'react';
import type { Route } from './+types/submit-game';
import { GENRE_LABELS, GENRES, PLATFORM_LABELS, type Platform } from '../../common/catalogue';
import {
  FEATURES_MAX,
  FIRST_RELEASE_YEAR,
  latestReleaseYear,
  submissionInputSchema,
} from '../../common/schemas/contributions';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FieldGroup } from '~/components/ui/field';
import { CozyProfileFields, NOT_SURE, profileInput, type CozyProfileValues } from '~/components/cozy-profile-fields';
import { StoreLinksField, storeErrorOnScreen, storeLinksOf, type StoreRow } from '~/components/store-links-field';
import { useCaptcha } from '~/features/captcha/use-captcha';
import { CatalogueMatches } from '~/features/forms/catalogue-matches';
import { ContributionForm, SubmitButton } from '~/features/forms/contribution-form';
import { FormCard, FormPage } from '~/features/forms/form-page';
import { SubmissionGuidelines } from '~/features/forms/submission-guidelines';
import { SubmissionReceivedDialog } from '~/features/forms/submission-received-dialog';
import { TextListField } from '~/components/text-list-field';
import { SelectField, TextAreaField, TextField, UrlField } from '~/features/forms/text-field';
import { useCatalogueMatches } from '~/features/forms/use-catalogue-matches';
import { useContributionForm } from '~/features/forms/use-contribution-form';
import { useCsrfToken } from '~/features/forms/use-csrf-token';

/** The spec's order and labels for the platform checkboxes. */
const PLATFORM_CHOICES: Platform[] = ['playstation', 'switch', 'xbox', 'pc', 'mac', 'ios', 'android'];
const GENRE_OPTIONS = GENRES.map((genre) => ({ value: genre, label: GENRE_LABELS[genre] }));

type SubmitValues = {
  title: string;
  description: string;
  features: string[];
  platforms: Platform[];
  genre: string;
  releaseYear: string;
  releaseDate: string;
  developer: string;
  imageUrl: string;
  websiteUrl: string;
  submitterEmail: string;
  hasCombat: boolean;
  stores: StoreRow[];
} & CozyProfileValues;

const EMPTY: SubmitValues = {
  title: '',
  description: '',
  features: [''],
  platforms: [],
  genre: '',
  releaseYear: '',
  releaseDate: '',
  developer: '',
  imageUrl: '',
  websiteUrl: '',
  submitterEmail: '',
  hasCombat: false,
  stores: [],
  ...NOT_SURE,
};

/** The year typed as text becomes a number for the schema; an empty box is 'required'. */
const toInput = ({ releaseYear, releaseDate, stores, ...values }: SubmitValues) => ({
  ...values,
  ...profileInput(values),
  releaseYear: releaseYear.trim() === '' ? undefined : Number(releaseYear),
  releaseDate: releaseDate.trim() === '' ? undefined : releaseDate.trim(),
  stores: storeLinksOf(stores),
});

// Computed on the server and handed to the client, so the rendered `max` never differs between them.
export function loader() {
  return { latestYear: latestReleaseYear() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Submit a Game',
    description:
      'Know a cozy game we are missing? Suggest it for the Cozy Games catalogue: our team reviews every submission, usually within 2-3 business days.',
    path: '/submit-game',
    siteUrl: siteUrlFrom(matches),
  });

export default function SubmitGame({ loaderData }: Route.ComponentProps) {
  const [received, setReceived] = useState(false);
  const captcha = useCaptcha();
  const token = useCsrfToken();
  const form = useContributionForm({
    schema: submissionInputSchema,
    route: 'POST /api/submissions',
    initialValues: EMPTY,
    toInput,
    placeError: (path, message, values) => storeErrorOnScreen(path, message, values.stores),
    captcha,
    notices: {
      failed: {
        title: 'Submission Failed',
        description: 'There was a problem submitting your game. Please try again.',
      },
      tokenRefreshed: { title: 'Security Token Refreshed', description: 'Please try submitting your form again.' },
    },
    // The dialog says it all: no toast beside it.
    onSuccess: () => setReceived(true),
  });
  const { values, setValue, errors } = form;
  const matches = useCatalogueMatches(values.title);

  const togglePlatform = (platform: Platform, checked: boolean) =>
    setValue('platforms', checked ? [...values.platforms, platform] : values.platforms.filter((p) => p !== platform));

  return (
    <FormPage
      title="Submit a Game"
      lead="Know a cozy game that belongs here? Tell us about it and help other players find their next relaxing favourite."
      aside={<SubmissionGuidelines />}
    >
      <FormCard title="Game Details" id="submit-form-heading">
        <ContributionForm
          form={form}
          captcha={captcha}
          labelledBy="submit-form-heading"
          actions={
            <>
              <div className="flex flex-col gap-3 sm:flex-row">
                <SubmitButton
                  submitting={form.submitting}
                  disabled={!form.canSubmit || token.loading}
                  busyLabel="Processing..."
                  className=""
                >
                  Submit Game
                </SubmitButton>
                <Button type="button" variant="outline" size="lg" onClick={token.refresh} disabled={token.loading}>
                  Refresh Security Token
                </Button>
              </div>
              <p className="text-sm text-muted">Submissions are reviewed before being added to our collection</p>
            </>
          }
        >
          <div className="grid gap-1.5">
            <TextField label="Game Title" required maxLength={100} autoComplete="off" {...form.bind('title')} />
            <CatalogueMatches matches={matches} />
          </div>
          <TextAreaField
            label="Description"
            required
            hint="What is the game about, and what makes it cozy? At least 10 characters."
            maxLength={2000}
            {...form.bind('description')}
          />

          <TextListField
            label="Game Features"
            required
            hint={`Key gameplay features that make this game cozy or relaxing (1-${FEATURES_MAX}).`}
            itemLabel={(position) => `Feature ${position}`}
            addLabel="Add Feature"
            placeholder="e.g. Grow crops through the seasons"
            values={values.features}
            onChange={(features) => setValue('features', features)}
            max={FEATURES_MAX}
            error={errors.features}
            itemErrors={values.features.map((_, i) => errors[`features.${i}`])}
          />

          <FieldGroup label="Platforms" required error={errors.platforms}>
            {(control) => (
              <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
                {PLATFORM_CHOICES.map((platform) => (
                  <Checkbox
                    key={platform}
                    label={PLATFORM_LABELS[platform]}
                    name="platforms"
                    value={platform}
                    checked={values.platforms.includes(platform)}
                    onChange={(e) => togglePlatform(platform, e.target.checked)}
                    aria-invalid={control['aria-invalid']}
                  />
                ))}
              </div>
            )}
          </FieldGroup>

          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              label="Genre"
              required
              placeholder="Select the primary genre"
              options={GENRE_OPTIONS}
              {...form.bind('genre')}
            />
            <TextField
              label="Release Year"
              required
              type="number"
              inputMode="numeric"
              min={FIRST_RELEASE_YEAR}
              max={loaderData.latestYear}
              step={1}
              placeholder={`${FIRST_RELEASE_YEAR}-${loaderData.latestYear}`}
              {...form.bind('releaseYear')}
            />
          </div>
          <TextField
            label="Release Date (Optional)"
            hint="For a game not out yet: the day announced for its release. Its year is taken as the release year."
            type="date"
            {...form.bind('releaseDate')}
            onValueChange={(date) => {
              setValue('releaseDate', date);
              const year = /^(\d{4})-\d{2}-\d{2}$/.exec(date)?.[1];
              if (year) setValue('releaseYear', year);
            }}
          />
          <TextField label="Developer" required maxLength={100} autoComplete="off" {...form.bind('developer')} />
          <UrlField
            label="Game Image URL"
            required
            hint="A direct link to cover art or a screenshot"
            {...form.bind('imageUrl')}
          />
          <UrlField label="Official Website" required {...form.bind('websiteUrl')} />
          <StoreLinksField
            rows={values.stores}
            onChange={(stores) => setValue('stores', stores)}
            errors={errors}
            hint="Optional: the game's pages on the stores that sell it, each on the store's own site."
          />
          <TextField
            label="Your Email (Optional)"
            hint="We'll notify you if your submission is approved"
            type="email"
            autoComplete="email"
            {...form.bind('submitterEmail')}
          />

          <Checkbox
            label="This game includes combat"
            checked={values.hasCombat}
            onChange={(e) => setValue('hasCombat', e.target.checked)}
            className="w-fit"
          />

          <CozyProfileFields
            values={values}
            onChange={form.change}
            errors={errors}
            hint="How the game feels to play. Leave anything you are not sure about on 'Not sure'."
          />
        </ContributionForm>
      </FormCard>

      <SubmissionReceivedDialog open={received} onOpenChange={setReceived} />
    </FormPage>
  );
}
