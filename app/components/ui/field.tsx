import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Label, RequiredMark } from './label';

/** What a field hands its control: the id its label points at, and the invalid and described-by wiring. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The message shown (and announced) under the control. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

function useFieldWiring({ required, hint, error }: Pick<FieldFrameProps, 'required' | 'hint' | 'error'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return { id, hintId, errorId, describedBy, control };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-muted">
      {children}
    </p>
  );
}

/** A field's error: linked to its control by aria-describedby and announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-berry-700">
      <span aria-hidden="true">!</span>
      <span>{children}</span>
    </p>
  );
}

/** One labelled control with its required mark, hint and error. */
export function Field({ label, required, hint, error, className, children }: FieldFrameProps) {
  const { id, hintId, errorId, control } = useFieldWiring({ required, hint, error });
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children(control)}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A group of controls (checkboxes, a list of inputs) under one legend, with one hint and error. */
export function FieldGroup({ label, required, hint, error, className, children }: FieldFrameProps) {
  const { id, hintId, errorId, describedBy, control } = useFieldWiring({ required, hint, error });
  return (
    <fieldset
      className={cn('grid gap-1.5', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="mb-1.5 font-semibold text-sage-900">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children({ ...control, id: `${id}-control` })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
