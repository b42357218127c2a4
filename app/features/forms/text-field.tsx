import type { ComponentProps, ReactNode } from 'react';
import { withScheme } from '../../../common/web-address';
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

/** The frame's props, the control's value and change handler, and what is left for the control. */
function split<P extends FrameProps>({ label, required, hint, error, value, onValueChange, ...rest }: P) {
  return {
    frame: { label, required, hint, error },
    bound: { value, onChange: (event: { target: { value: string } }) => onValueChange(event.target.value) },
    rest,
  };
}

/** A labelled one-line text input. */
export function TextField(props: FrameProps & Native<'input'>) {
  const { frame, bound, rest } = split(props);
  return <Field {...frame}>{(control) => <Input {...rest} {...control} {...bound} />}</Field>;
}

/** A labelled web address box; an address typed without its scheme gets `https://` on leaving the box. */
export function UrlField({ onBlur, ...props }: FrameProps & Omit<Native<'input'>, 'type'>) {
  return (
    <TextField
      type="url"
      inputMode="url"
      placeholder="https://"
      {...props}
      onBlur={(event) => {
        const completed = withScheme(props.value);
        if (completed !== props.value) props.onValueChange(completed);
        onBlur?.(event);
      }}
    />
  );
}

/** A labelled multi-line text box. */
export function TextAreaField(props: FrameProps & Native<'textarea'>) {
  const { frame, bound, rest } = split(props);
  return <Field {...frame}>{(control) => <Textarea {...rest} {...control} {...bound} />}</Field>;
}

/** A labelled native select that starts on a disabled placeholder option. */
export function SelectField({
  placeholder,
  options,
  ...props
}: FrameProps & Native<'select'> & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { frame, bound, rest } = split(props);
  return (
    <Field {...frame}>
      {(control) => (
        <NativeSelect {...rest} {...control} {...bound}>
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
