import { useId, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { ApiQuery } from './use-api-query';

/** What a tab shows before its list arrives, when it failed, and when it is empty. */

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl border border-sage-200 bg-white px-6 py-12 text-center text-muted">
      {children}
    </p>
  );
}

function ErrorState({ title, error, onRetry }: { title: string; error?: Error; onRetry: () => void }) {
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

interface TabQueryProps<T> {
  query: ApiQuery<T>;
  /** What failed, e.g. 'Error loading messages'. */
  errorTitle: string;
  /** What is on its way, e.g. 'Loading messages...'. */
  loadingText: ReactNode;
  isEmpty: (data: T) => boolean;
  emptyText: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every admin tab's states, in one order: a failure (with Try Again) once nothing is loading, the
 * loading message until the first answer, the empty message, then the tab's own content.
 */
export function TabQuery<T>({ query, errorTitle, loadingText, isEmpty, emptyText, children }: TabQueryProps<T>) {
  if (query.error && !query.loading) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <LoadingState>{loadingText}</LoadingState>;
  if (isEmpty(query.data)) return <EmptyState>{emptyText}</EmptyState>;
  return children(query.data);
}

/** A tab's list of cards, one per entry. */
export function CardList<T extends { id: number }>({
  query,
  label,
  renderCard,
  ...states
}: Omit<TabQueryProps<T[]>, 'isEmpty' | 'children'> & { label: string; renderCard: (item: T) => ReactNode }) {
  return (
    <TabQuery query={query} isEmpty={(items) => items.length === 0} {...states}>
      {(items) => (
        <CardGrid label={label}>
          {items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </CardGrid>
      )}
    </TabQuery>
  );
}

/** A card of the inbox tabs (reports, messages): its title and status badge, then its content. */
export function InboxCard({ title, badge, children }: { title: string; badge: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid h-full content-start gap-4 rounded-2xl border border-sage-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-xl font-bold break-words text-sage-900">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </article>
  );
}
