import { Button } from '~/components/ui/button';

interface PagerProps {
  /** What is paged, for the navigation's name: 'Pending submissions', 'Published games'. */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * Previous and Next with 'Page N of M' between them. A button at the end of the list stays
 * focusable (aria-disabled, not disabled), so focus is not lost when the last page arrives.
 */
export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  const step = (to: number) => () => {
    if (to >= 1 && to <= pageCount) onPage(to);
  };
  const stepClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3">
      <Button variant="outline" className={stepClass} aria-disabled={page <= 1 || undefined} onClick={step(page - 1)}>
        <span aria-hidden="true">‹</span> Previous<span className="sr-only"> page</span>
      </Button>
      <p className="text-sm font-medium text-sage-900" aria-live="polite">
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
      </p>
      <Button
        variant="outline"
        className={stepClass}
        aria-disabled={page >= pageCount || undefined}
        onClick={step(page + 1)}
      >
        Next<span className="sr-only"> page</span> <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}

export const pageCountOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
