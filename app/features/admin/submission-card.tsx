import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminSubmission } from '../../../common/schemas/admin';
import { genreLabel, platformLabel } from '../../../common/catalogue';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { CoverImage, FALLBACK_COVER } from '~/components/cover-image';
import { decideSubmission, type Decision } from './admin-actions';
import { formatDate } from './format';
import { ReviewNotesField } from './review-notes-field';
import { SubmissionDetails } from './submission-details';

export interface SubmissionCardProps {
  submission: AdminSubmission;
  onEdit: (submission: AdminSubmission) => void;
  onDelete: (submission: AdminSubmission) => void;
  /** After an approval or rejection of this card: it leaves its queue. */
  onDecided: (submission: AdminSubmission) => void;
}

/** The id of a card's article: where focus goes when the card before it leaves the queue. */
export const submissionCardId = (id: number) => `submission-${id}`;

interface SelectionProps {
  /** Whether the card can be picked for a decision taken on several at once, and whether it is. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** A decision on several cards is under way: this one's own buttons wait. */
  locked?: boolean;
}

/**
 * A submission in any of the three queues, short enough to scan (everything else is behind 'Show
 * details'): what it is, what it may duplicate, the notes and the decision, side by side on a wide screen.
 */
export function SubmissionCard({
  submission,
  onEdit,
  onDelete,
  onDecided,
  selected,
  onSelect,
  locked = false,
}: SubmissionCardProps & SelectionProps) {
  const titleId = useId();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<Decision>();
  const { status } = submission;

  async function decide(decision: Decision) {
    setDeciding(decision);
    const ok = await decideSubmission(submission.id, decision, notes);
    setDeciding(undefined);
    if (ok) {
      setNotes('');
      onDecided(submission);
    }
  }

  const busy = deciding !== undefined || locked;
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {submission.title}</span>
    </>
  );
  const facts = [
    submission.developer || 'Unknown Developer',
    genreLabel(submission.genre),
    submission.releaseYear ?? 'Year unknown',
    status === 'pending'
      ? `Submitted ${formatDate(submission.createdAt)}`
      : `${status === 'approved' ? 'Approved' : 'Rejected'} ${formatDate(submission.reviewedAt ?? submission.createdAt)}`,
  ];

  return (
    <article
      id={submissionCardId(submission.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-2xl border border-sage-200 bg-white shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-sage-600 data-[selected=true]:border-sage-600 data-[selected=true]:bg-sage-50/40"
      data-selected={selected || undefined}
    >
      <div className="grid gap-4 p-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="flex min-w-0 gap-3 sm:gap-4">
          {onSelect ? (
            <label className="-m-2 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center self-start">
              <input
                type="checkbox"
                className="h-5 w-5 cursor-pointer accent-sage-700"
                checked={selected ?? false}
                disabled={busy}
                onChange={(event) => onSelect(event.target.checked)}
                aria-label={`Select ${submission.title}`}
              />
            </label>
          ) : null}
          <CoverImage
            src={FALLBACK_COVER}
            alt={`${submission.title} cover`}
            width={320}
            height={180}
            loading="lazy"
            className="hidden aspect-video w-32 shrink-0 self-start rounded-lg bg-sage-100 object-cover sm:block"
          />
          <div className="grid min-w-0 flex-1 content-start gap-2">
            <div>
              <h3 id={titleId} className="text-lg leading-snug font-bold break-words text-sage-900">
                {submission.title}
              </h3>
              <p className="text-sm text-muted">{facts.join(' · ')}</p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              {status !== 'pending' ? (
                <Badge variant={status === 'approved' ? 'sage' : 'berry'}>
                  {status === 'approved' ? 'Approved' : 'Rejected'}
                </Badge>
              ) : null}
              {submission.featured ? <Badge variant="peach">Featured</Badge> : null}
              <Badge variant={submission.hasCombat ? 'berry' : 'sage'}>
                {submission.hasCombat ? 'Has combat' : 'No combat'}
              </Badge>
              <ul aria-label="Platforms" className="flex flex-wrap gap-1.5">
                {submission.platforms.map((platform) => (
                  <li key={platform}>
                    <Badge variant="outline">{platformLabel(platform)}</Badge>
                  </li>
                ))}
              </ul>
            </div>
            <p className="line-clamp-2 text-sm break-words">{submission.description}</p>
            <Duplicates games={submission.similarGames} />
            <SubmissionDetails submission={submission} />
          </div>
        </div>

        <div className="grid content-start gap-3">
          {status === 'approved' && submission.reviewNotes ? (
            <Notes label="Review Notes" text={submission.reviewNotes} />
          ) : null}
          {status === 'rejected' ? (
            <Notes label="Rejection Reason" text={submission.reviewNotes || 'No reason given'} />
          ) : null}
          {status !== 'approved' ? (
            <ReviewNotesField value={notes} onChange={setNotes} disabled={busy} rows={2} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            {status !== 'approved' ? (
              <Button size="sm" onClick={() => decide('approved')} disabled={busy}>
                {deciding === 'approved' ? 'Approving...' : named('Approve')}
              </Button>
            ) : null}
            {status === 'pending' ? (
              <Button variant="destructive" size="sm" onClick={() => decide('rejected')} disabled={busy}>
                {deciding === 'rejected' ? 'Rejecting...' : named('Reject')}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" className="ml-auto" onClick={() => onEdit(submission)} disabled={busy}>
              {named('Edit')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDelete(submission)} disabled={busy}>
              {named('Delete')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** Catalogue games with a title like this one: the first thing to check before approving. */
function Duplicates({ games }: { games: AdminSubmission['similarGames'] }) {
  if (games.length === 0) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 rounded-lg border border-peach-700/40 bg-peach-100 px-3 py-1.5 text-sm">
      <h4 className="font-semibold text-peach-700">Possible duplicates</h4>
      <ul className="flex flex-wrap gap-x-3">
        {games.map((game) => (
          <li key={game.id}>
            <Link to={`/game/${game.slug}`} className="text-ink underline underline-offset-2 hover:text-sage-800">
              {game.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
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
