import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { controlClass } from './input';

export function Textarea({
  className,
  rows = 5,
  minHeight = 'min-h-28',
  text,
  ...props
}: ComponentProps<'textarea'> & {
  /** The box's least height, as a Tailwind class. */
  minHeight?: string;
  /** The text's size (and face), as Tailwind classes, in place of the controls' own. */
  text?: string;
}) {
  return (
    <textarea rows={rows} className={cn(controlClass({ text }), minHeight, 'resize-y py-2.5', className)} {...props} />
  );
}
