import type { AdminSubmission } from '../../../common/schemas/admin';
import type { ListPage } from '~/lib/api';
import type { ApiQuery } from './use-api-query';
import { Pager, pageCountOf } from './pager';
import { SubmissionCard, type SubmissionCardProps } from './submission-card';
import { CardGrid, TabQuery } from './tab-states';

const EMPTY_TEXT = {
  pending: 'No pending submissions to review',
  approved: 'No approved submissions',
  rejected: 'No rejected submissions',
} as const;

interface SubmissionsTabProps extends Omit<SubmissionCardProps, 'submission'> {
  status: AdminSubmission['status'];
  query: ApiQuery<ListPage<AdminSubmission>>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Possible duplicates of pending submissions, looked up after the page arrived. */
  similarGames: ReadonlyMap<number, AdminSubmission['similarGames']>;
}

/** One queue (pending, approved or rejected), a page at a time, with its loading, error and empty states. */
export function SubmissionsTab({
  status,
  query,
  page,
  perPage,
  onPage,
  similarGames,
  ...cardProps
}: SubmissionsTabProps) {
  const label = `${status[0]!.toUpperCase()}${status.slice(1)} submissions`;
  return (
    <TabQuery
      query={query}
      errorTitle="Error loading submissions"
      loadingText="Loading submissions..."
      isEmpty={(answer) => answer.total === 0}
      emptyText={EMPTY_TEXT[status]}
    >
      {({ items, total }) => (
        <div className="grid gap-6" aria-busy={query.loading || undefined}>
          <CardGrid label={label}>
            {items.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard
                  submission={{
                    ...submission,
                    similarGames: similarGames.get(submission.id) ?? submission.similarGames,
                  }}
                  {...cardProps}
                />
              </li>
            ))}
          </CardGrid>
          <Pager label={label} page={page} pageCount={pageCountOf(total, perPage)} onPage={onPage} />
        </div>
      )}
    </TabQuery>
  );
}
