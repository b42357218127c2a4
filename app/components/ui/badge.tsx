import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const variants = {
  sage: 'bg-sage-100 text-sage-800',
  peach: 'bg-peach-100 text-peach-700',
  berry: 'bg-berry-100 text-berry-700',
  outline: 'border border-sage-300 text-sage-800 bg-white',
} as const;

export function Badge({
  variant = 'sage',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
