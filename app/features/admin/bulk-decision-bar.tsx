import { useEffect, useRef, useState, type Ref } from 'react';
import type { AdminSubmission } from '../../../common/schemas/admin';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import { coverNote, sendDecision, type Decision, type DecisionOutcome } from './admin-actions';
import { ReviewNotesField } from './review-notes-field';

type Picked = Pick<AdminSubmission, 'id' | 'title'>;
interface Result {
  submission: Picked;
  outcome: DecisionOutcome;
}
interface Report {
  decision: Decision;
  results: Result[];
}

const PAST: Record<Decision, string> = { approved: 'Approved', rejected: 'Rejected' };
const VERB: Record<Decision, string> = { approved: 'approve', rejected: 'reject' };
const plural = (count: number) => `${count} ${count === 1 ? 'submission' : 'submissions'}`;

/**
 * The decisions are sent one at a time through the same endpoint as a card's buttons: each is its
 * own transaction, so one that is refused (decided by another admin meanwhile, say) leaves the
 * others done, and the report names which is which.
 */
async function decideEach(
  picked: Picked[],
  decision: Decision,
  notes: string,
  onProgress: (done: number) => void,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const submission of picked) {
    results.push({ submission, outcome: await sendDecision(submission.id, decision, notes) });
    onProgress(results.length);
  }
  return results;
}

function toastFor({ decision, results }: Report) {
  const failed = results.filter((result) => !result.outcome.ok).length;
  const done = results.length - failed;
  if (failed === 0) {
    toast({ title: `${PAST[decision]} ${plural(done)}`, description: 'Each result is listed below the queue.' });
  } else {
    toast({
      title: `${failed} of ${plural(results.length)} not ${decision}`,
      description: 'The list below the queue says why; those stay selected to try again.',
      variant: 'destructive',
    });
  }
}

/**
 * Under the queue while submissions are selected: one note and one decision for all of them, their
 * progress, then what came of each (the refused ones stay selected, to try again).
 */
export function BulkDecisionBar({
  selected,
  onClear,
  onDecided,
  onBusyChange,
}: {
  /** The selected submissions, in the queue's order. */
  selected: Picked[];
  onClear: () => void;
  /** After the run: the ids that were decided, which leave the queue. */
  onDecided: (ids: number[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [notes, setNotes] = useState('');
  const [running, setRunning] = useState<{ decision: Decision; done: number; total: number } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (report) reportRef.current?.focus({ preventScroll: true });
  }, [report]);

  if (selected.length === 0 && !report && !running) return null;

  async function decide(decision: Decision) {
    const picked = selected;
    setReport(null);
    setRunning({ decision, done: 0, total: picked.length });
    onBusyChange(true);
    const results = await decideEach(picked, decision, notes, (done) =>
      setRunning({ decision, done, total: picked.length }),
    );
    onBusyChange(false);
    setRunning(null);
    const next = { decision, results };
    setReport(next);
    toastFor(next);
    if (results.some((result) => result.outcome.ok)) setNotes('');
    onDecided(results.filter((result) => result.outcome.ok).map((result) => result.submission.id));
  }

  const count = selected.length;
  return (
    <section
      aria-label="Decide on the selected submissions"
      className="sticky bottom-3 z-10 grid gap-3 rounded-2xl border border-sage-300 bg-white p-4 shadow-lg"
    >
      {count > 0 || running ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
          <ReviewNotesField
            label={`Review Notes for the ${plural(running?.total ?? count)} selected`}
            placeholder="One note sent with each decision (optional)"
            value={notes}
            onChange={setNotes}
            disabled={running !== null}
            rows={2}
          />
          <div className="flex flex-wrap items-center gap-2 lg:pb-6">
            <Button size="sm" onClick={() => decide('approved')} disabled={running !== null || count === 0}>
              {running?.decision === 'approved' ? 'Approving...' : `Approve ${count} selected`}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => decide('rejected')}
              disabled={running !== null || count === 0}
            >
              {running?.decision === 'rejected' ? 'Rejecting...' : `Reject ${count} selected`}
            </Button>
            <Button size="sm" variant="outline" onClick={onClear} disabled={running !== null || count === 0}>
              Clear selection
            </Button>
          </div>
        </div>
      ) : null}
      <p aria-live="polite" className="text-sm text-muted empty:hidden">
        {running
          ? `${running.decision === 'approved' ? 'Approving' : 'Rejecting'} ${running.done + 1} of ${running.total}…`
          : ''}
      </p>
      {report ? <ReportView report={report} ref={reportRef} onClose={() => setReport(null)} /> : null}
    </section>
  );
}

function ReportView({ report, ref, onClose }: { report: Report; ref: Ref<HTMLDivElement>; onClose: () => void }) {
  const { decision, results } = report;
  const done = results.filter((result) => result.outcome.ok);
  const failed = results.filter((result) => !result.outcome.ok);
  const summary =
    failed.length === 0
      ? `${PAST[decision]} ${plural(done.length)}.`
      : `${PAST[decision]} ${done.length} of ${plural(results.length)}; ${failed.length} could not be ${decision}.`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="grid gap-2 rounded-xl bg-sage-50 p-3 text-sm outline-none focus-visible:ring-3 focus-visible:ring-sage-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-sage-900">{summary}</p>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Dismiss
        </Button>
      </div>
      <ul aria-label="Result for each submission" className="grid gap-1">
        {results.map(({ submission, outcome }) => (
          <li key={submission.id} className={outcome.ok ? 'text-ink' : 'font-medium text-berry-700'}>
            {outcome.ok
              ? `${PAST[decision]}: ${submission.title}${outcome.coverError ? `. ${coverNote(outcome.coverError)}` : ''}`
              : `Could not ${VERB[decision]} ${submission.title}: ${outcome.reason}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
