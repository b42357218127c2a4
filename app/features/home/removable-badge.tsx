import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A badge naming part of the current view, with a × link that takes that part away. */
export function RemovableBadge({
  to,
  removeLabel,
  children,
}: {
  to: string;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-sage-100 py-0.5 pr-1 pl-2.5 text-xs font-semibold text-sage-800">
      <span className="truncate">{children}</span>
      <Link
        to={to}
        preventScrollReset
        aria-label={removeLabel}
        title={removeLabel}
        className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-base leading-none hover:bg-sage-200"
      >
        <span aria-hidden="true">×</span>
      </Link>
    </span>
  );
}
