import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminSubmission } from '../../../common/schemas/admin';
import { ApiRequestError, type ListPage } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import type { AdminTab } from './admin-tabs';
import { pageCountOf } from './pager';
import { useApiQuery, usePagedQuery, type ApiQuery } from './use-api-query';

export type QueueStatus = AdminSubmission['status'];
export const SUBMISSIONS_PER_PAGE = 12;
export const GAMES_PER_PAGE = 24;

type PagedTab = QueueStatus | 'published';

/** One page of a queue; its possible duplicates are looked up after, for the whole page at once. */
const queueQuery = (status: QueueStatus, page: number) => ({
  status,
  limit: String(SUBMISSIONS_PER_PAGE),
  offset: String((page - 1) * SUBMISSIONS_PER_PAGE),
  similar: 'false' as const,
});

/**
 * The dashboard's lists, fetched in the browser once an admin is signed in. Each queue and the
 * catalogue load one page at a time, and only once their tab has been opened; the tab counts come
 * from the server's counts, never from a list's length. A 401 or 403 means the session ended
 * (expired, revoked, account disabled): reloading the page data shows the login card.
 */
export function useAdminData(initialTab: AdminTab) {
  const revalidator = useRevalidator();
  const onAuthLost = (error: Error) => {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      void revalidator.revalidate();
    }
  };
  const onSubmissionsError = (error: Error) => {
    toast({
      title: 'Error loading submissions',
      description: 'There was a problem loading the submissions. Please try again.',
      variant: 'destructive',
    });
    onAuthLost(error);
  };

  const [opened, setOpened] = useState<ReadonlySet<AdminTab>>(() => new Set([initialTab]));
  const [pages, setPages] = useState<Record<PagedTab, number>>({ pending: 1, approved: 1, rejected: 1, published: 1 });
  const [search, setSearchState] = useState('');

  const setPage = (tab: PagedTab, page: number) => setPages((current) => ({ ...current, [tab]: page }));
  /** A page emptied by a change (its last entry approved or deleted) moves to the new last page. */
  const clampPage = (tab: PagedTab, perPage: number) => (answer: ListPage<unknown>) => {
    if (answer.items.length === 0 && answer.total > 0) setPage(tab, pageCountOf(answer.total, perPage));
  };

  const queueCall = (status: QueueStatus) =>
    opened.has(status) ? (['GET /api/submissions', { query: queueQuery(status, pages[status]) }] as const) : null;
  const queueOptions = (status: QueueStatus) => ({
    onError: onSubmissionsError,
    onData: clampPage(status, SUBMISSIONS_PER_PAGE),
  });
  const queues: Record<QueueStatus, ApiQuery<ListPage<AdminSubmission>>> = {
    pending: usePagedQuery(queueCall('pending'), queueOptions('pending')),
    approved: usePagedQuery(queueCall('approved'), queueOptions('approved')),
    rejected: usePagedQuery(queueCall('rejected'), queueOptions('rejected')),
  };

  // The cards show first; the possible duplicates of the page's pending submissions follow in one lookup.
  const pendingIds = queues.pending.data?.items.map((submission) => submission.id).join(',');
  const duplicates = useApiQuery(
    pendingIds ? ['GET /api/submissions/possible-duplicates', { query: { ids: pendingIds } }] : null,
  );
  const similarGames = new Map(duplicates.data?.map((entry) => [entry.submissionId, entry.similarGames] as const));

  const gameQuery = {
    limit: String(GAMES_PER_PAGE),
    offset: String((pages.published - 1) * GAMES_PER_PAGE),
    search: search || undefined,
  };
  // The search the shown page of games answers (the newest request's: older answers are dropped).
  const [answeredSearch, setAnsweredSearch] = useState('');
  const games = usePagedQuery(opened.has('published') ? ['GET /api/games', { query: gameQuery }] : null, {
    onData: (answer) => {
      setAnsweredSearch(search);
      clampPage('published', GAMES_PER_PAGE)(answer);
    },
  });

  const submissionCounts = useApiQuery(['GET /api/submissions/counts'], onAuthLost);
  // The whole catalogue's size, whatever the Published tab searches for.
  const catalogue = usePagedQuery(['GET /api/games', { query: { limit: '1' } }]);
  const reports = useApiQuery(['GET /api/error-reports'], onAuthLost);
  const messages = useApiQuery(['GET /api/contact-messages'], onAuthLost);

  /** What each tab's title counts: its submissions, the catalogue, what still needs a look. */
  const counts: Partial<Record<AdminTab, number>> = {
    ...submissionCounts.data,
    published: catalogue.data?.total,
    reports: reports.data?.filter((report) => report.status === 'unreviewed').length,
    messages: messages.data?.filter((message) => !message.handled).length,
  };

  return {
    queues,
    similarGames,
    games,
    answeredSearch,
    reports,
    messages,
    counts,
    pages,
    search,
    /** Loads a tab's lists the first time it is opened. */
    open(tab: AdminTab) {
      if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
    },
    setPage,
    /** A new search of the catalogue starts again from its first page. */
    setSearch(next: string) {
      setSearchState(next);
      setPage('published', 1);
    },
    /** After a change to submissions or games: every list on screen and every count reloads. */
    refresh() {
      return Promise.all([
        submissionCounts.refetch(),
        catalogue.refetch(),
        queues.pending.refetch(),
        queues.approved.refetch(),
        queues.rejected.refetch(),
        games.refetch(),
        duplicates.refetch(),
      ]).then(() => undefined);
    },
  };
}
