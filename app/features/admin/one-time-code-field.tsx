import type { ComponentProps, ReactNode } from 'react';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';

/** A box for a code from an authenticator app (or a recovery code), with its label and message. */
export function OneTimeCodeField({
  label,
  hint,
  error,
  value,
  onValueChange,
  ...props
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'name' | 'autoComplete' | 'id' | 'required'>) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          name="code"
          {...props}
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
