import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/report-error';
import { errorReportInputSchema, REPORT_REASONS, REPORT_TYPES } from '../../common/schemas/contributions';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { toast } from '~/lib/toast-store';
import { useCaptcha } from '~/features/captcha/use-captcha';
import { ContributionForm, SubmitButton } from '~/features/forms/contribution-form';
import { FormCard, FormPage, InfoCard, InfoList } from '~/features/forms/form-page';
import { SelectField, TextAreaField, TextField } from '~/features/forms/text-field';
import { useContributionForm } from '~/features/forms/use-contribution-form';
import { useCsrfToken } from '~/features/forms/use-csrf-token';

const REPORT_TYPE_OPTIONS = REPORT_TYPES.map((type) => ({ value: type, label: REPORT_REASONS[type].label }));

/** What a type covers, as a sentence of its own in 'Types of Errors'. */
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type ReportValues = { gameTitle: string; reportType: string; description: string };

const EMPTY: ReportValues = { gameTitle: '', reportType: '', description: '' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Report an Error',
    description:
      'Spotted incorrect information, a broken link or missing details in a Cozy Games listing? Report it and we will check it against official sources within 24-48 hours.',
    path: '/report-error',
    siteUrl: siteUrlFrom(matches),
  });

function WhatToKnow() {
  return (
    <>
      {/* The types the form offers, each with what it covers on a game's page. */}
      <InfoCard title="Types of Errors">
        <InfoList
          items={REPORT_TYPES.map((type) => (
            <>
              <strong className="font-semibold">{REPORT_REASONS[type].label}:</strong>{' '}
              {upperFirst(REPORT_REASONS[type].covers)}.
            </>
          ))}
        />
      </InfoCard>
      <InfoCard title="How We Respond">
        <InfoList
          items={[
            'We review all reports within 24-48 hours',
            'We verify the details with official sources',
            'We update the game entries',
            'We remove incorrect or outdated information',
            'We keep the database accurate for everyone',
          ]}
        />
      </InfoCard>
      <InfoCard title="Before You Report">
        <p>
          Please double-check the game&apos;s official website or store page first: details such as platforms and
          release dates sometimes change after launch.
        </p>
      </InfoCard>
    </>
  );
}

/** What a link to the form may fill in: the game, and for a row of its Cozy Profile the type and the row named. */
function initialReport(params: URLSearchParams): ReportValues {
  const gameTitle = params.get('game')?.slice(0, 200) ?? '';
  const type = params.get('type');
  const row = params.get('row')?.slice(0, 40).trim();
  return {
    gameTitle,
    reportType: REPORT_TYPES.find((known) => known === type) ?? '',
    description: row ? `Cozy Profile, ${row}: ` : '',
  };
}

function ReportForm({ initial }: { initial: ReportValues }) {
  const captcha = useCaptcha();
  const token = useCsrfToken();
  const form = useContributionForm({
    schema: errorReportInputSchema,
    route: 'POST /api/report-error',
    initialValues: initial,
    resetValues: EMPTY,
    captcha,
    notices: {
      failed: {
        title: 'Submission Failed',
        description: 'There was a problem submitting your report. Please try again.',
      },
      tokenRefreshed: { title: 'Security Token Refreshed', description: 'Please try submitting your report again.' },
    },
    onSuccess: () =>
      toast({
        title: 'Report Submitted!',
        description: "Thank you for reporting this issue. We'll review it shortly.",
      }),
  });

  return (
    <ContributionForm
      form={form}
      captcha={captcha}
      labelledBy="report-form-heading"
      actions={
        <div>
          <SubmitButton
            submitting={form.submitting}
            disabled={!form.canSubmit || token.loading}
            busyLabel="Submitting..."
          >
            Submit Error Report
          </SubmitButton>
        </div>
      }
    >
      <TextField label="Game Title" required maxLength={200} autoComplete="off" {...form.bind('gameTitle')} />
      <SelectField
        label="Error Type"
        required
        placeholder="Select the type of error"
        options={REPORT_TYPE_OPTIONS}
        {...form.bind('reportType')}
      />
      <TextAreaField
        label="Description"
        required
        hint="Include specific details about what's incorrect and what it should be"
        maxLength={1000}
        {...form.bind('description')}
      />
    </ContributionForm>
  );
}

export default function ReportError() {
  const [searchParams] = useSearchParams();
  const initial = initialReport(searchParams);
  return (
    <FormPage
      title="Report an Error"
      lead="Help us improve the database by reporting incorrect information, broken links or missing details."
      aside={<WhatToKnow />}
    >
      <FormCard title="Error Report" id="report-form-heading">
        {/* A link with other details starts a new report. */}
        <ReportForm key={searchParams.toString()} initial={initial} />
        <p className="mt-6 text-sm text-muted">
          Want to suggest a game we don&apos;t list yet?{' '}
          <Link to="/submit-game" className="text-sage-700 underline underline-offset-2 hover:text-sage-900">
            Submit a game
          </Link>{' '}
          instead.
        </p>
      </FormCard>
    </FormPage>
  );
}
