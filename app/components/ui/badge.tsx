import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const variants = {
  sage: 'bg-sage-100 text-sage-800',
  peach: 'bg-peach-100 text-peach-700',
  berry: 'bg-berry-100 text-berry-700',
  outline: 'border border-sage-300 text-sage-800 bg-white',
  /** The visitor's own marks on a card (their shelf, what is new to them): dark, to stand apart from the catalogue's. */
  dark: 'bg-sage-800 text-white',
  bright: 'bg-white text-sage-900 ring-1 ring-sage-800',
} as const;

const sizes = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-1 text-sm',
} as const;

export function Badge({
  variant = 'sage',
  size = 'sm',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants; size?: keyof typeof sizes }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full',
        sizes[size],
        'font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
