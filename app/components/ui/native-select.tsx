import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { controlClass } from './input';
import { LineIcon } from './line-icon';

/** The browser's own select, styled like our inputs: it works before hydration and on every device. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(controlClass(), 'h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <LineIcon className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-sage-700">
        <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
    </div>
  );
}
