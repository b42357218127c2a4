import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { contactInputSchema } from '../../common/schemas/contributions';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { toast } from '~/lib/toast-store';
import { useCaptcha } from '~/features/captcha/use-captcha';
import { ContributionForm, SubmitButton } from '~/features/forms/contribution-form';
import { FormCard, FormPage, InfoCard, InfoList } from '~/features/forms/form-page';
import { TextAreaField, TextField } from '~/features/forms/text-field';
import { useContributionForm } from '~/features/forms/use-contribution-form';

const linkClass = 'text-sage-700 underline underline-offset-2 hover:text-sage-900';

type ContactValues = { name: string; email: string; subject: string; message: string };

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

const RESPONSE_TIMES: [string, string][] = [
  ['General inquiries', '1-2 business days'],
  ['Technical issues', 'same day when possible'],
  ['Game submissions', '2-3 business days'],
  ['Partnership inquiries', '1 week'],
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Questions, ideas, technical issues or partnership inquiries: send the Cozy Games team a message. We usually reply within 1-2 business days.',
    path: '/contact',
    siteUrl: siteUrlFrom(matches),
  });

function HowWeHelp() {
  return (
    <>
      <InfoCard title="How We Can Help">
        <InfoList
          items={[
            'Questions about the catalogue or a game listing',
            'Ideas and feedback to make the site cozier',
            'Technical issues with the website',
            'Questions about a game you submitted',
            'Partnership and press inquiries',
          ]}
        />
      </InfoCard>
      <InfoCard title="Response Times">
        <dl className="grid gap-2">
          {RESPONSE_TIMES.map(([topic, time]) => (
            <div
              key={topic}
              className="flex flex-wrap justify-between gap-x-4 border-b border-sage-100 pb-2 last:border-b-0"
            >
              <dt className="text-muted">{topic}</dt>
              <dd className="ml-auto text-right font-medium">{time}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
      <InfoCard title="Found a Problem with a Game?">
        <p>
          For game-specific issues, such as wrong details or a broken link, please use the <strong>Report Error</strong>{' '}
          button on the game&apos;s page, or go straight to the{' '}
          <Link to="/report-error" className={linkClass}>
            Report an Error
          </Link>{' '}
          form. It reaches the right people fastest.
        </p>
      </InfoCard>
    </>
  );
}

export default function Contact() {
  const captcha = useCaptcha();
  const form = useContributionForm({
    schema: contactInputSchema,
    route: 'POST /api/contact',
    initialValues: EMPTY,
    captcha,
    notices: {
      failed: { title: 'Failed to Send', description: 'There was a problem sending your message. Please try again.' },
      tokenRefreshed: { title: 'Security Token Refreshed', description: 'Please try sending your message again.' },
    },
    onSuccess: () =>
      toast({ title: 'Message Sent!', description: "Thank you for getting in touch. We'll reply as soon as we can." }),
  });

  return (
    <FormPage
      title="Contact Us"
      lead="Have a question, an idea or a kind word? We'd love to hear from you. Send us a message and a real person will get back to you."
      aside={<HowWeHelp />}
    >
      <FormCard title="Send Us a Message" id="contact-form-heading">
        <ContributionForm
          form={form}
          captcha={captcha}
          labelledBy="contact-form-heading"
          actions={
            <div>
              <SubmitButton submitting={form.submitting} disabled={!form.canSubmit} busyLabel="Sending...">
                Send Message
              </SubmitButton>
            </div>
          }
        >
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField label="Name" required autoComplete="name" maxLength={100} {...form.bind('name')} />
            <TextField label="Email" required type="email" autoComplete="email" {...form.bind('email')} />
          </div>
          <TextField label="Subject" required maxLength={200} {...form.bind('subject')} />
          <TextAreaField label="Message" required rows={6} maxLength={5000} {...form.bind('message')} />
        </ContributionForm>
      </FormCard>
    </FormPage>
  );
}
