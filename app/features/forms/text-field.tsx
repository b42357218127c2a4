import type { ComponentProps, ReactNode } from 'react';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';

/** What `form.bind(name)` hands a field: its value, how to change it, and its message. */
export interface BoundFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

interface FrameProps extends BoundFieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

type Native<T extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<T>,
  'value' | 'onChange' | 'id' | 'required' | 'children'
>;

/** A labelled one-line text input. */
export function TextField({
  label,
  required,
  hint,
  error,
  value,
  onValueChange,
  ...props
}: FrameProps & Native<'input'>) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => <Input {...props} {...control} value={value} onChange={(e) => onValueChange(e.target.value)} />}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  required,
  hint,
  error,
  value,
  onValueChange,
  ...props
}: FrameProps & Native<'textarea'>) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => <Textarea {...props} {...control} value={value} onChange={(e) => onValueChange(e.target.value)} />}
    </Field>
  );
}

/** A labelled native select that starts on a disabled placeholder option. */
export function SelectField({
  label,
  required,
  hint,
  error,
  value,
  onValueChange,
  placeholder,
  options,
  ...props
}: FrameProps & Native<'select'> & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <NativeSelect {...props} {...control} value={value} onChange={(e) => onValueChange(e.target.value)}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
