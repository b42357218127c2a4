import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** A field's label; a required field shows an asterisk that screen readers skip (the control says required). */
export function Label({ required, className, children, ...props }: ComponentProps<'label'> & { required?: boolean }) {
  return (
    <label className={cn('block font-semibold text-sage-900', className)} {...props}>
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-berry-700">
      *
    </span>
  );
}
