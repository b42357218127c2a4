import { useId, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { z } from 'zod';
import { loginSchema } from '../../../common/schemas/auth';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { api, ApiRequestError, fetchCsrfToken } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { LoadingState } from './tab-states';

type LoginErrors = Partial<Record<'email' | 'password', string>>;

const LOGIN_MESSAGES: Record<string, string> = {
  'invalid-credential': 'Invalid email or password.',
  'user-disabled': 'This account has been disabled.',
  'too-many-requests': 'Too many failed attempts. Please wait a few minutes and try again.',
  'invalid-two-factor-code': 'That code is not right. Please try again.',
};

type LoginAnswer = { twoFactorRequired: true; challenge: string } | { token: string };

function loginFailureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return (error.code && LOGIN_MESSAGES[error.code]) || error.serverMessage || 'Login failed. Please try again.';
  }
  return 'Login failed. Please try again.';
}

/** Signs in with email and password; the server sets the session cookie, then the page data reloads. */
export function LoginCard() {
  const revalidator = useRevalidator();
  const headingId = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [challenge, setChallenge] = useState<string>();
  const [code, setCode] = useState('');

  async function finish() {
    // The page's anti-forgery token belonged to no session; the signed-in session needs its own.
    await fetchCsrfToken().catch(() => undefined);
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard!' });
    // The dashboard replaces this card once the page data knows who is signed in.
    setSignedIn(true);
    await revalidator.revalidate();
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    if (!code.trim()) {
      setFailure('Please enter the code from your authenticator app or a recovery code.');
      return;
    }
    setPending(true);
    try {
      await api('POST', '/api/auth/login/2fa', { challenge, code });
      await finish();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'challenge-expired') {
        setChallenge(undefined);
        setValues((current) => ({ ...current, password: '' }));
      }
      setFailure(loginFailureText(error));
      setCode('');
      setPending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const { fieldErrors: errors } = z.flattenError(parsed.error);
      setFieldErrors({ email: errors.email?.[0], password: errors.password?.[0] });
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const answer = await api<LoginAnswer>('POST', '/api/auth/login', parsed.data);
      if ('twoFactorRequired' in answer) {
        setChallenge(answer.challenge);
        setPending(false);
        return;
      }
      await finish();
    } catch (error) {
      setFailure(loginFailureText(error));
      setPending(false);
    }
  }

  const change = (name: 'email' | 'password') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  if (signedIn) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <LoadingState>Loading admin dashboard...</LoadingState>
      </div>
    );
  }

  const alert = failure ? (
    <div
      role="alert"
      className="rounded-xl border border-berry-700 bg-berry-100 px-4 py-3 text-sm font-medium text-berry-700"
    >
      {failure}
    </div>
  ) : null;

  if (challenge) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <Card className="p-6 sm:p-8">
          <h1 id={headingId} className="text-3xl font-bold text-sage-900">
            Two-Factor Authentication
          </h1>
          <p className="mt-2 text-muted">Enter the 6-digit code from your authenticator app, or a recovery code.</p>
          <form noValidate onSubmit={submitCode} className="mt-6 grid gap-5" aria-labelledby={headingId}>
            {alert}
            <Field label="Authentication code" required>
              {(control) => (
                <Input
                  {...control}
                  name="code"
                  autoComplete="one-time-code"
                  autoFocus
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? 'Verifying...' : 'Verify'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setChallenge(undefined);
                setFailure(undefined);
                setCode('');
              }}
            >
              Back to Login
            </Button>
          </form>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card className="p-6 sm:p-8">
        <h1 id={headingId} className="text-3xl font-bold text-sage-900">
          Admin Login
        </h1>
        <p className="mt-2 text-muted">Sign in to review submissions and manage the catalogue.</p>
        <form noValidate onSubmit={submit} className="mt-6 grid gap-5" aria-labelledby={headingId}>
          {alert}
          <Field label="Email" required error={fieldErrors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                autoComplete="username"
                value={values.email}
                onChange={change('email')}
              />
            )}
          </Field>
          <Field label="Password" required error={fieldErrors.password}>
            {(control) => (
              <Input
                {...control}
                type="password"
                name="password"
                autoComplete="current-password"
                value={values.password}
                onChange={change('password')}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </form>
        <p className="mt-6 text-center">
          <Link to="/" className="text-sage-700 underline underline-offset-2 hover:text-sage-900">
            Return to Homepage
          </Link>
        </p>
      </Card>
    </div>
  );
}
