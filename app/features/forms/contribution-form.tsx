import type { FormEvent, ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { CaptchaField } from '~/features/captcha/captcha-field';
import type { useCaptcha } from '~/features/captcha/use-captcha';
import { HoneypotField } from './honeypot-field';
import type { FieldErrors } from './field-errors';

interface ContributionFormProps {
  form: {
    errors: FieldErrors;
    clearError: (path: string) => void;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  captcha: ReturnType<typeof useCaptcha>;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The form's own fields. */
  children: ReactNode;
  /** The buttons under the captcha. */
  actions: ReactNode;
}

/** A visitor form: its fields, then the captcha, the honeypot and the buttons. */
export function ContributionForm({ form, captcha, labelledBy, children, actions }: ContributionFormProps) {
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={form.handleSubmit} className="relative grid gap-6">
      {children}
      <CaptchaField captcha={captcha} error={form.errors.captcha} onAnswerChange={() => form.clearError('captcha')} />
      <HoneypotField />
      {actions}
    </form>
  );
}

/** The submit button: its label, or what it is doing while the form sends. */
export function SubmitButton({
  submitting,
  disabled,
  busyLabel,
  className = 'w-full sm:w-auto',
  children,
}: {
  submitting: boolean;
  disabled: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className={className || undefined} disabled={disabled}>
      {submitting ? busyLabel : children}
    </Button>
  );
}
