import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminSubmission } from '../../../common/schemas/admin';
import { describeProfile, NOT_KNOWN_YET } from '../../../common/cozy-profile';
import { storeLabel } from '../../../common/stores';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { decideSubmission, type Decision } from './admin-actions';
import { EntryCard } from './entry-card';
import { formatDate } from './format';
import { ReviewNotesField } from './review-notes-field';

export interface SubmissionCardProps {
  submission: AdminSubmission;
  onEdit: (submission: AdminSubmission) => void;
  onDelete: (submission: AdminSubmission) => void;
  /** After an approval or rejection: the lists reload. */
  onDecided: () => void;
}

/** A submission in any of the three queues; its status decides the extra facts and the actions. */
export function SubmissionCard({ submission, onEdit, onDelete, onDecided }: SubmissionCardProps) {
  const titleId = useId();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<Decision>();
  const { status } = submission;
  const reviewed = submission.reviewedAt ?? submission.createdAt;

  async function decide(decision: Decision) {
    setDeciding(decision);
    const ok = await decideSubmission(submission.id, decision, notes);
    setDeciding(undefined);
    if (ok) {
      setNotes('');
      onDecided();
    }
  }

  const details: [string, ReactNode][] = [
    ['Submitted', formatDate(submission.createdAt)],
    ['Submitter', submission.submitterEmail || 'No email provided'],
    // Shown as text only: the server fetches it on approval, so no browser asks a stranger's server.
    ['Image URL', submission.imageUrl ? <span className="break-all">{submission.imageUrl}</span> : 'None'],
  ];
  details.push([
    'Where to get it',
    submission.stores.length > 0 ? (
      <ul className="grid gap-0.5">
        {submission.stores.map((link) => (
          <li key={link.store}>
            {/* Only addresses on each store's own site are accepted, so these are safe to follow. */}
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-sage-700 underline underline-offset-2 hover:text-sage-900"
            >
              {storeLabel(link.store)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    ) : (
      'None given'
    ),
  ]);
  for (const line of describeProfile(submission)) details.push([line.name, line.label ?? NOT_KNOWN_YET]);
  if (status === 'approved') details.push(['Approved', formatDate(reviewed)]);
  if (status === 'rejected') details.push(['Rejected', formatDate(reviewed)]);

  const busy = deciding !== undefined;
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {submission.title}</span>
    </>
  );

  return (
    <EntryCard
      entry={submission}
      titleId={titleId}
      badges={
        status === 'pending' ? null : (
          <Badge variant={status === 'approved' ? 'sage' : 'berry'}>
            {status === 'approved' ? 'Approved' : 'Rejected'}
          </Badge>
        )
      }
      details={details}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => onEdit(submission)} disabled={busy}>
            {named('Edit')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(submission)} disabled={busy}>
            {named('Delete')}
          </Button>
          {status !== 'approved' ? (
            <Button size="sm" className="sm:ml-auto" onClick={() => decide('approved')} disabled={busy}>
              {deciding === 'approved' ? 'Approving...' : named('Approve')}
            </Button>
          ) : null}
          {status === 'pending' ? (
            <Button variant="destructive" size="sm" onClick={() => decide('rejected')} disabled={busy}>
              {deciding === 'rejected' ? 'Rejecting...' : named('Reject')}
            </Button>
          ) : null}
        </>
      }
    >
      {status === 'approved' && submission.reviewNotes ? (
        <Notes label="Review Notes" text={submission.reviewNotes} />
      ) : null}
      {status === 'rejected' ? (
        <Notes label="Rejection Reason" text={submission.reviewNotes || 'No reason given'} />
      ) : null}
      {submission.similarGames.length > 0 ? (
        <div className="rounded-xl border border-peach-700/40 bg-peach-100 px-4 py-3 text-sm">
          <h4 className="font-semibold text-peach-700">Possible duplicates</h4>
          <ul className="mt-1 list-disc pl-5">
            {submission.similarGames.map((game) => (
              <li key={game.id}>
                <Link to={`/game/${game.slug}`} className="text-ink underline underline-offset-2 hover:text-sage-800">
                  {game.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status !== 'approved' ? <ReviewNotesField value={notes} onChange={setNotes} disabled={busy} /> : null}
    </EntryCard>
  );
}

function Notes({ label, text }: { label: string; text: string }) {
  return (
    <div className="rounded-xl bg-oat px-4 py-3 text-sm">
      <h4 className="font-semibold text-sage-900">{label}</h4>
      <p className="mt-1 break-words whitespace-pre-line">{text}</p>
    </div>
  );
}
