import { useId, useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { loginSchema } from '../../../common/schemas/auth';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { api, ApiRequestError, fetchCsrfToken, isApiError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { toFieldErrors } from '~/features/forms/field-errors';
import { useForm } from '~/features/forms/use-form';
import { OneTimeCodeField } from './one-time-code-field';
import { LoadingState } from './tab-states';

const LOGIN_MESSAGES: Record<string, string> = {
  'invalid-credential': 'Invalid email or password.',
  'user-disabled': 'This account has been disabled.',
  'too-many-requests': 'Too many failed attempts. Please wait a few minutes and try again.',
  'invalid-two-factor-code': 'That code is not right. Please try again.',
};

function loginFailureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return (error.code && LOGIN_MESSAGES[error.code]) || error.serverMessage || 'Login failed. Please try again.';
  }
  return 'Login failed. Please try again.';
}

const CODE_REQUIRED = 'Please enter the code from your authenticator app or a recovery code.';

/** Signs in with email and password; the server sets the session cookie, then the page data reloads. */
export function LoginCard() {
  const revalidator = useRevalidator();
  const headingId = useId();
  const [signedIn, setSignedIn] = useState(false);
  const [challenge, setChallenge] = useState<string>();

  async function finish() {
    // The page's anti-forgery token belonged to no session; the signed-in session needs its own.
    await fetchCsrfToken().catch(() => undefined);
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard!' });
    // The dashboard replaces this card once the page data knows who is signed in.
    setSignedIn(true);
    await revalidator.revalidate();
  }

  const login = useForm({
    initialValues: { email: '', password: '' },
    focusInvalid: false,
    clearOnChange: false,
    parse: (values) => {
      const parsed = loginSchema.safeParse(values);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, errors: toFieldErrors(parsed.error.issues) };
    },
    send: async (body) => {
      try {
        const answer = await api('POST /api/auth/login', { body });
        if ('twoFactorRequired' in answer) return setChallenge(answer.challenge);
        await finish();
      } catch (error) {
        login.setFailure(loginFailureText(error));
      }
    },
  });

  const secondFactor = useForm({
    initialValues: { code: '' },
    parse: ({ code }) =>
      code.trim()
        ? { ok: true, data: { challenge: challenge ?? '', code } }
        : { ok: false, errors: {}, failure: CODE_REQUIRED },
    send: async (body) => {
      try {
        await api('POST /api/auth/login/2fa', { body });
        await finish();
      } catch (error) {
        if (isApiError(error, 'challenge-expired')) {
          setChallenge(undefined);
          login.setValue('password', '');
        }
        secondFactor.setFailure(loginFailureText(error));
        secondFactor.setValue('code', '');
      }
    },
  });

  if (signedIn) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <LoadingState>Loading admin dashboard...</LoadingState>
      </div>
    );
  }

  if (challenge) {
    return (
      <LoginFrame
        headingId={headingId}
        title="Two-Factor Authentication"
        lead="Enter the 6-digit code from your authenticator app, or a recovery code."
      >
        <form noValidate onSubmit={secondFactor.handleSubmit} className="mt-6 grid gap-5" aria-labelledby={headingId}>
          <FailureAlert failure={secondFactor.failure} />
          <OneTimeCodeField
            label="Authentication code"
            autoFocus
            value={secondFactor.values.code}
            onValueChange={(code) => secondFactor.setValue('code', code)}
          />
          <Button type="submit" size="lg" disabled={secondFactor.submitting}>
            {secondFactor.submitting ? 'Verifying...' : 'Verify'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setChallenge(undefined);
              secondFactor.setFailure(undefined);
              secondFactor.setValue('code', '');
            }}
          >
            Back to Login
          </Button>
        </form>
      </LoginFrame>
    );
  }

  const input = (name: 'email' | 'password') => ({
    name,
    value: login.values[name],
    onChange: (event: { target: { value: string } }) => login.setValue(name, event.target.value),
  });
  return (
    <LoginFrame
      headingId={headingId}
      title="Admin Login"
      lead="Sign in to review submissions and manage the catalogue."
      footer={
        <p className="mt-6 text-center">
          <Link to="/" className="text-sage-700 underline underline-offset-2 hover:text-sage-900">
            Return to Homepage
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={login.handleSubmit} className="mt-6 grid gap-5" aria-labelledby={headingId}>
        <FailureAlert failure={login.failure} />
        <Field label="Email" required error={login.errors.email}>
          {(control) => <Input {...control} type="email" autoComplete="username" {...input('email')} />}
        </Field>
        <Field label="Password" required error={login.errors.password}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" {...input('password')} />}
        </Field>
        <Button type="submit" size="lg" disabled={login.submitting}>
          {login.submitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </LoginFrame>
  );
}

function LoginFrame(props: {
  headingId: string;
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card className="p-6 sm:p-8">
        <h1 id={props.headingId} className="text-3xl font-bold text-sage-900">
          {props.title}
        </h1>
        <p className="mt-2 text-muted">{props.lead}</p>
        {props.children}
        {props.footer}
      </Card>
    </div>
  );
}

function FailureAlert({ failure }: { failure?: string }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-berry-700 bg-berry-100 px-4 py-3 text-sm font-medium text-berry-700"
    >
      {failure}
    </div>
  );
}
