import type { AdminSubmission } from '../../../common/schemas/admin';
import type { ApiQuery } from './use-api-query';
import { SubmissionCard, type SubmissionCardProps } from './submission-card';
import { CardGrid, EmptyState, ErrorState, LoadingState } from './tab-states';

const EMPTY_TEXT = {
  pending: 'No pending submissions to review',
  approved: 'No approved submissions',
  rejected: 'No rejected submissions',
} as const;

interface SubmissionsTabProps extends Omit<SubmissionCardProps, 'submission'> {
  status: AdminSubmission['status'];
  query: ApiQuery<AdminSubmission[]>;
  submissions: AdminSubmission[];
}

/** One queue (pending, approved or rejected) with its loading, error and empty states. */
export function SubmissionsTab({ status, query, submissions, ...cardProps }: SubmissionsTabProps) {
  if (query.error && !query.loading) {
    return <ErrorState title="Error loading submissions" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingState>Loading submissions...</LoadingState>;
  if (submissions.length === 0) return <EmptyState>{EMPTY_TEXT[status]}</EmptyState>;
  return (
    <CardGrid label={`${status[0]!.toUpperCase()}${status.slice(1)} submissions`}>
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionCard submission={submission} {...cardProps} />
        </li>
      ))}
    </CardGrid>
  );
}
