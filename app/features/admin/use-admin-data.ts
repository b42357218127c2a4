import { useMemo } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminSubmission, ContactMessage, ErrorReport } from '../../../common/schemas/admin';
import type { Game } from '../../../common/schemas/games';
import { ApiRequestError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import type { AdminTab } from './admin-tabs';
import { useApiQuery } from './use-api-query';

/**
 * The dashboard's lists, fetched in the browser once an admin is signed in. A 401 or 403 means the
 * session ended (expired, revoked, account disabled): reloading the page data shows the login card.
 */
export function useAdminData() {
  const revalidator = useRevalidator();
  const onAuthLost = (error: Error) => {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      void revalidator.revalidate();
    }
  };

  const submissions = useApiQuery<AdminSubmission[]>('/api/submissions', (error) => {
    toast({
      title: 'Error loading submissions',
      description: 'There was a problem loading the submissions. Please try again.',
      variant: 'destructive',
    });
    onAuthLost(error);
  });
  const games = useApiQuery<Game[]>('/api/games');
  const reports = useApiQuery<ErrorReport[]>('/api/error-reports', onAuthLost);
  const messages = useApiQuery<ContactMessage[]>('/api/contact-messages', onAuthLost);

  const byStatus = useMemo(() => {
    const all = submissions.data ?? [];
    return {
      pending: all.filter((s) => s.status === 'pending'),
      approved: all.filter((s) => s.status === 'approved'),
      rejected: all.filter((s) => s.status === 'rejected'),
    };
  }, [submissions.data]);

  /** What each tab's title counts: its submissions, the catalogue, what still needs a look. */
  const counts: Partial<Record<AdminTab, number>> = {
    ...(submissions.data
      ? { pending: byStatus.pending.length, approved: byStatus.approved.length, rejected: byStatus.rejected.length }
      : {}),
    published: games.data?.length,
    reports: reports.data?.filter((report) => report.status === 'unreviewed').length,
    messages: messages.data?.filter((message) => !message.handled).length,
  };

  return { submissions, byStatus, games, reports, messages, counts };
}

export type AdminData = ReturnType<typeof useAdminData>;
