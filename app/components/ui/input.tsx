import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** The look every text-like control shares; an invalid one gets a berry border. */
export const controlClass =
  'w-full rounded-xl border border-sage-600 bg-white px-3.5 text-base text-ink shadow-sm placeholder:text-muted focus-visible:border-sage-700 aria-invalid:border-berry-700 aria-invalid:ring-1 aria-invalid:ring-berry-700 disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-11', className)} {...props} />;
}
