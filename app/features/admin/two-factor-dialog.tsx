import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { TwoFactorStatus } from '../../../common/schemas/auth';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { api, ApiRequestError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { TwoFactorEnrolment } from './two-factor-enrolment';

function TurnOff({ status, onDone }: { status: TwoFactorStatus; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await api('POST', '/api/auth/2fa/disable', { code });
      toast({ title: 'Two-factor authentication is off' });
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.serverMessage : 'Something went wrong.');
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Turn off two-factor authentication">
      <p role="status">Two-factor authentication is on. {status.recoveryCodesLeft} recovery codes left.</p>
      {status.required ? (
        <p className="text-sm text-muted">This site requires it for admins, so it cannot be turned off.</p>
      ) : (
        <>
          <Field label="Current code" required error={error} hint="A code from your app or a recovery code.">
            {(control) => (
              <Input
                {...control}
                name="code"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? 'Turning off...' : 'Turn Off'}
          </Button>
        </>
      )}
    </form>
  );
}

/** The dashboard's door to the signed-in admin's own second factor. */
export function TwoFactorDialog({ enabled }: { enabled: boolean }) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<TwoFactorStatus>();

  async function openDialog(next: boolean) {
    setOpen(next);
    if (next) setStatus(await api<TwoFactorStatus>('GET', '/api/auth/2fa').catch(() => undefined));
    else setStatus(undefined);
  }

  const done = () => {
    void openDialog(false);
    void revalidator.revalidate();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => void openDialog(next)}>
      <Button variant="outline" onClick={() => void openDialog(true)}>
        {enabled ? 'Two-Factor: On' : 'Two-Factor Authentication'}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Two-Factor Authentication</DialogTitle>
          <DialogDescription>A code from your phone after your password keeps this account safe.</DialogDescription>
        </DialogHeader>
        {!status ? (
          <p role="status">Loading...</p>
        ) : status.enabled ? (
          <TurnOff status={status} onDone={done} />
        ) : (
          <TwoFactorEnrolment onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}
