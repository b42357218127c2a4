import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TwoFactorStatus } from '../../../common/schemas/auth';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '~/components/ui/dialog';
import { api, ApiRequestError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { useForm } from '~/features/forms/use-form';
import { OneTimeCodeField } from './one-time-code-field';
import { TwoFactorEnrolment } from './two-factor-enrolment';

function TurnOff({ status, onDone }: { status: TwoFactorStatus; onDone: () => void }) {
  // Messages stay until the next try, and focus stays on the button.
  const form = useForm({
    initialValues: { code: '' },
    focusInvalid: false,
    clearOnChange: false,
    parse: (values) => ({ ok: true, data: values }),
    send: async (body) => {
      try {
        await api('POST /api/auth/2fa/disable', { body });
        toast({ title: 'Two-factor authentication is off' });
        onDone();
      } catch (failure) {
        return { code: failure instanceof ApiRequestError ? failure.serverMessage : 'Something went wrong.' };
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="grid gap-4"
      aria-label="Turn off two-factor authentication"
    >
      <p role="status">Two-factor authentication is on. {status.recoveryCodesLeft} recovery codes left.</p>
      {status.required ? (
        <p className="text-sm text-muted">This site requires it for admins, so it cannot be turned off.</p>
      ) : (
        <>
          <OneTimeCodeField
            label="Current code"
            hint="A code from your app or a recovery code."
            {...form.bind('code')}
          />
          <Button type="submit" variant="destructive" disabled={form.submitting}>
            {form.submitting ? 'Turning off...' : 'Turn Off'}
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
    if (next) setStatus(await api('GET /api/auth/2fa').catch(() => undefined));
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
        <DialogHeading title="Two-Factor Authentication">
          A code from your phone after your password keeps this account safe.
        </DialogHeading>
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
