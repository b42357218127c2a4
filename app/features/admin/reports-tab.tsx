import { useState } from 'react';
import { Link } from 'react-router';
import type { ErrorReport } from '../../../common/schemas/admin';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { updateReport } from './admin-actions';
import { formatDate, REPORT_TYPE_LABELS } from './format';
import { ReviewNotesField } from './review-notes-field';
import { CardList, InboxCard } from './tab-states';
import type { ApiQuery } from './use-api-query';

const STATUS_BADGES = {
  unreviewed: <Badge variant="peach">Unreviewed</Badge>,
  resolved: <Badge variant="sage">Resolved</Badge>,
  dismissed: <Badge variant="outline">Dismissed</Badge>,
} as const;

/** Error reports sent from the Report Error page, newest first. */
export function ReportsTab({ query }: { query: ApiQuery<ErrorReport[]> }) {
  return (
    <CardList
      query={query}
      label="Error reports"
      errorTitle="Error loading reports"
      loadingText="Loading error reports..."
      emptyText="No error reports yet"
      renderCard={(report) => <ReportCard report={report} onChanged={() => void query.refetch()} />}
    />
  );
}

function ReportCard({ report, onChanged }: { report: ErrorReport; onChanged: () => void }) {
  const [notes, setNotes] = useState(report.reviewNotes ?? '');
  const [pending, setPending] = useState<ErrorReport['status']>();

  async function mark(status: ErrorReport['status']) {
    setPending(status);
    const ok = await updateReport(report.id, status, notes);
    setPending(undefined);
    if (ok) onChanged();
  }

  const busy = pending !== undefined;
  return (
    <InboxCard title={report.gameTitle} badge={STATUS_BADGES[report.status]}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Type</dt>
        <dd className="font-medium">{REPORT_TYPE_LABELS[report.reportType]}</dd>
        <dt className="text-muted">Reported</dt>
        <dd>{formatDate(report.createdAt)}</dd>
      </dl>
      <p className="break-words whitespace-pre-line">{report.description}</p>
      <p className="text-sm">
        <Link
          to={`/?search=${encodeURIComponent(report.gameTitle)}`}
          className="text-sage-700 underline underline-offset-2 hover:text-sage-900"
        >
          Find “{report.gameTitle}” in the catalogue
        </Link>
      </p>
      <ReviewNotesField
        label="Notes"
        placeholder="What was changed, or why the report was dismissed (optional)"
        value={notes}
        onChange={setNotes}
        disabled={busy}
      />
      <div className="flex flex-wrap gap-2">
        {report.status === 'unreviewed' ? (
          <>
            <Button size="sm" onClick={() => mark('resolved')} disabled={busy}>
              {pending === 'resolved' ? 'Saving...' : 'Mark Resolved'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => mark('dismissed')} disabled={busy}>
              {pending === 'dismissed' ? 'Saving...' : 'Dismiss'}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => mark('unreviewed')} disabled={busy}>
            {pending === 'unreviewed' ? 'Saving...' : 'Reopen'}
          </Button>
        )}
      </div>
    </InboxCard>
  );
}
