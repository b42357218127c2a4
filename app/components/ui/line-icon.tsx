import type { ReactNode } from 'react';

/** A small decorative icon of 2-unit lines on a 20-unit square, drawn in the text colour. */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  );
}
