import type { z } from 'zod';
import type { auditEntrySchema } from '../../../common/schemas/admin';
import { Button } from '~/components/ui/button';
import { formatDateTime } from './format';
import { TabQuery } from './tab-states';
import { useApiQuery } from './use-api-query';

type AuditEntry = z.infer<typeof auditEntrySchema>;

const ACTIONS: Record<string, string> = {
  'submission.approve': 'approved the submission',
  'submission.reject': 'rejected the submission',
  'submission.update': 'edited the submission',
  'submission.delete': 'deleted the submission',
  'game.create': 'added the game',
  'game.update': 'edited the game',
  'game.review': 'edited the review of the game',
  'game.delete': 'deleted the game',
  'error-report.resolved': 'resolved the error report on',
  'error-report.dismissed': 'dismissed the error report on',
  'error-report.unreviewed': 'reopened the error report on',
  'message.handled': 'marked handled the message',
  'message.reopened': 'marked unhandled the message',
};

/** The name of what an entry changed: its title when the log kept one, else its type and number. */
function targetName(entry: AuditEntry): string {
  const { title, gameTitle, subject } = entry.details as Record<string, unknown>;
  const name = [title, gameTitle, subject].find((value) => typeof value === 'string');
  return name ? `“${name}”` : `#${entry.targetId ?? '?'}`;
}

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
  const notes = (entry.details as { reviewNotes?: unknown }).reviewNotes;
  return (
    <li className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted sm:w-44">
        {formatDateTime(entry.createdAt)}
      </time>
      <p className="min-w-0 break-words">
        <strong className="font-semibold text-sage-900">{entry.userEmail}</strong>{' '}
        {ACTIONS[entry.action] ?? `${entry.action} on ${entry.targetType}`} {targetName(entry)}
        {typeof notes === 'string' ? <span className="block text-sm text-muted">Notes: {notes}</span> : null}
      </p>
    </li>
  );
}
