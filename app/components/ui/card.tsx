import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl border border-sage-200 bg-white shadow-sm', className)} {...props} />;
}
