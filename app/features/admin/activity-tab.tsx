import type { AuditEntry } from '../../../common/schemas/admin';
import { Button } from '~/components/ui/button';
import { activityNotes, activitySentence } from './activity-sentence';
import { formatDateTime } from './format';
import { TabQuery } from './tab-states';
import { useApiQuery } from './use-api-query';

/** Who did what, and when: the latest admin actions, loaded each time the tab opens. */
export function ActivityTab() {
  const query = useApiQuery(['GET /api/audit-log']);

  const body = (
    <TabQuery
      query={query}
      errorTitle="Error loading activity"
      loadingText="Loading activity..."
      isEmpty={(entries) => entries.length === 0}
      emptyText="No admin activity yet"
    >
      {(entries) => (
        <ol
          aria-label="Admin activity"
          className="divide-y divide-sage-100 rounded-2xl border border-sage-200 bg-white"
        >
          {entries.map((entry) => (
            <ActivityLine key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </TabQuery>
  );

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-muted">The latest changes made in the dashboard, newest first.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.loading}>
          {query.loading ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {body}
    </div>
  );
}

function ActivityLine({ entry }: { entry: AuditEntry }) {
  const notes = activityNotes(entry);
  return (
    <li className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted sm:w-44">
        {formatDateTime(entry.createdAt)}
      </time>
      <div className="min-w-0 break-words">
        <p className="text-ink">{activitySentence(entry)}.</p>
        <p className="text-sm text-muted">
          by <span className="font-medium text-sage-900">{entry.userEmail}</span>
        </p>
        {notes ? <p className="text-sm text-muted">Notes: {notes}</p> : null}
      </div>
    </li>
  );
}
