import { useState } from 'react';
import type { TwoFactorSetup } from '../../../common/schemas/auth';
import { Button } from '~/components/ui/button';
import { api, ApiRequestError } from '~/lib/api';
import { useForm } from '~/features/forms/use-form';
import { OneTimeCodeField } from './one-time-code-field';

function codeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage;
  return 'Something went wrong. Please try again.';
}

/**
 * Turning the second factor on: a QR code and the secret (shown once), confirmed with a first
 * code; then the ten recovery codes, also shown once.
 */
export function TwoFactorEnrolment({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  async function start() {
    setPending(true);
    setError(undefined);
    try {
      setSetup(await api('POST /api/auth/2fa/setup'));
    } catch (failure) {
      setError(codeFailure(failure));
    } finally {
      setPending(false);
    }
  }

  // Messages stay until the next try, and focus stays on the button.
  const form = useForm({
    initialValues: { code: '' },
    focusInvalid: false,
    clearOnChange: false,
    parse: (values) =>
      values.code.trim()
        ? { ok: true, data: values }
        : { ok: false, errors: { code: 'Please enter the 6-digit code from your authenticator app.' } },
    send: async (body) => {
      try {
        setRecoveryCodes((await api('POST /api/auth/2fa/enable', { body })).recoveryCodes);
      } catch (failure) {
        return { code: codeFailure(failure) };
      }
    },
  });

  if (recoveryCodes) {
    return (
      <div className="grid gap-4">
        <p role="status" className="font-medium text-sage-800">
          Two-factor authentication is on.
        </p>
        <p className="text-sm text-muted">
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown
          only now.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-xl bg-sage-50 p-4 font-mono text-sm">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ul>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted">
          After your password, you will be asked for a code from an authenticator app on your phone (such as Aegis,
          Google Authenticator or 1Password).
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-berry-700">
            {error}
          </p>
        ) : null}
        <Button onClick={start} disabled={pending}>
          {pending ? 'Preparing...' : 'Set Up Two-Factor Authentication'}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4" aria-label="Confirm two-factor authentication">
      <p className="text-sm text-muted">Scan this QR code with your authenticator app, then enter the code it shows.</p>
      <img
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="mx-auto rounded-xl border border-sage-200"
      />
      <div className="text-sm">
        <p className="text-muted">Or type this key into the app:</p>
        <code data-testid="totp-secret" className="mt-1 block rounded-lg bg-sage-50 px-3 py-2 font-mono break-all">
          {setup.secret}
        </code>
      </div>
      <OneTimeCodeField label="Code from the app" inputMode="numeric" {...form.bind('code')} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Checking...' : 'Turn On'}
      </Button>
    </form>
  );
}
