import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

/** What a tab shows before its list arrives, when it failed, and when it is empty. */

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl border border-sage-200 bg-white px-6 py-12 text-center text-muted">
      {children}
    </p>
  );
}

export function ErrorState({ title, error, onRetry }: { title: string; error?: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-berry-700 bg-berry-100 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-berry-700">{title}</p>
      <p className="mt-2 text-ink">{error?.message || 'An unknown error occurred'}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-sage-300 bg-white px-6 py-12 text-center text-lg font-semibold text-sage-900">
      {children}
    </p>
  );
}

/** One column on phones, two from the desktop breakpoint. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 lg:grid-cols-2">
      {children}
    </ul>
  );
}
