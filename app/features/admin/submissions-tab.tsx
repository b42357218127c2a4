import { useEffect, useRef, useState } from 'react';
import type { AdminSubmission } from '../../../common/schemas/admin';
import type { ListPage } from '~/lib/api';
import { BulkDecisionBar } from './bulk-decision-bar';
import type { ApiQuery } from './use-api-query';
import { Pager, pageCountOf } from './pager';
import { SubmissionCard, submissionCardId, type SubmissionCardProps } from './submission-card';
import { EmptyState, LoadingState, TabQuery } from './tab-states';

const EMPTY_TEXT = {
  pending: 'No pending submissions to review',
  approved: 'No approved submissions',
  rejected: 'No rejected submissions',
} as const;

interface SubmissionsTabProps extends Omit<SubmissionCardProps, 'submission' | 'onDecided'> {
  status: AdminSubmission['status'];
  query: ApiQuery<ListPage<AdminSubmission>>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Possible duplicates of pending submissions, looked up after the page arrived. */
  similarGames: ReadonlyMap<number, AdminSubmission['similarGames']>;
  /** After approvals or rejections: the lists and counts reload. */
  onDecided: () => void;
}

/** Where focus goes once a decided card has left: the card that takes its place, or the queue's end. */
type FocusTarget = { card: number } | 'end';

/**
 * One queue (pending, approved or rejected), a page at a time, with its loading, error and empty
 * states. A decided card leaves at once, without waiting for the reload, and focus moves to the
 * card that takes its place, so the page stays where it was. Pending cards can be selected and
 * decided together.
 */
export function SubmissionsTab({
  status,
  query,
  page,
  perPage,
  onPage,
  similarGames,
  onDecided,
  ...cardProps
}: SubmissionsTabProps) {
  const label = `${status[0]!.toUpperCase()}${status.slice(1)} submissions`;
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const focusTarget = useRef<FocusTarget | null>(null);
  const region = useRef<HTMLDivElement>(null);

  const items = (query.data?.items ?? []).filter((submission) => !gone.has(submission.id));
  const selectable = status === 'pending';
  // Only what is on screen stays selected (another page, a card that left).
  const picked = selectable ? items.filter((submission) => selected.has(submission.id)) : [];

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null || !region.current) return;
    const element =
      target === 'end'
        ? query.loading
          ? null
          : (region.current.querySelector<HTMLElement>('article') ?? region.current.querySelector('[data-queue-end]'))
        : document.getElementById(submissionCardId(target.card));
    if (!(element instanceof HTMLElement)) return;
    focusTarget.current = null;
    element.focus({ preventScroll: true });
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight) element.scrollIntoView({ block: 'nearest' });
  });

  /** The decided cards leave; focus goes to the first card after the last of them, else before the first. */
  function leave(ids: number[], moveFocus = true) {
    if (ids.length === 0) return;
    const leaving = new Set(ids);
    const indexes = items.flatMap((submission, index) => (leaving.has(submission.id) ? [index] : []));
    const after = items.slice(indexes.at(-1)! + 1).find((submission) => !leaving.has(submission.id));
    const before = items
      .slice(0, indexes[0])
      .reverse()
      .find((submission) => !leaving.has(submission.id));
    const next = after ?? before;
    if (moveFocus) focusTarget.current = next ? { card: next.id } : 'end';
    setGone(new Set([...gone, ...ids]));
    setSelected(new Set([...selected].filter((id) => !leaving.has(id))));
    onDecided();
  }

  function select(id: number, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  const queueEnd = (
    <span data-queue-end tabIndex={-1} className="outline-none">
      {EMPTY_TEXT[status]}
    </span>
  );
  const allPicked = items.length > 0 && picked.length === items.length;
  return (
    <div ref={region} className="grid gap-4">
      <TabQuery
        query={query}
        errorTitle="Error loading submissions"
        loadingText="Loading submissions..."
        isEmpty={(answer) => answer.total === 0}
        emptyText={queueEnd}
      >
        {({ total }) =>
          items.length === 0 ? (
            query.loading ? (
              <LoadingState>Loading submissions...</LoadingState>
            ) : (
              <EmptyState>{queueEnd}</EmptyState>
            )
          ) : (
            <div className="grid gap-4" aria-busy={query.loading || undefined}>
              {selectable ? (
                <div className="flex min-h-11 flex-wrap items-center justify-between gap-3 px-1">
                  <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-sage-900">
                    <input
                      type="checkbox"
                      className="h-5 w-5 cursor-pointer accent-sage-700"
                      checked={allPicked}
                      ref={(box) => {
                        if (box) box.indeterminate = picked.length > 0 && !allPicked;
                      }}
                      disabled={bulkBusy}
                      onChange={() => setSelected(new Set(allPicked ? [] : items.map((submission) => submission.id)))}
                    />
                    Select all on this page
                  </label>
                  <p className="text-sm text-muted">
                    {picked.length > 0
                      ? `${picked.length} of ${items.length} selected`
                      : 'Select cards to decide on several at once'}
                  </p>
                </div>
              ) : null}
              <ul aria-label={label} className="grid gap-4">
                {items.map((submission) => (
                  <li key={submission.id}>
                    <SubmissionCard
                      submission={{
                        ...submission,
                        similarGames: similarGames.get(submission.id) ?? submission.similarGames,
                      }}
                      {...cardProps}
                      onDecided={(decided) => leave([decided.id])}
                      {...(selectable && {
                        selected: selected.has(submission.id),
                        onSelect: (on: boolean) => select(submission.id, on),
                        locked: bulkBusy,
                      })}
                    />
                  </li>
                ))}
              </ul>
              <Pager label={label} page={page} pageCount={pageCountOf(total, perPage)} onPage={onPage} />
            </div>
          )
        }
      </TabQuery>
      {selectable ? (
        <BulkDecisionBar
          selected={picked}
          onClear={() => setSelected(new Set())}
          // The bar's report of what came of each takes focus, not the next card.
          onDecided={(ids) => leave(ids, false)}
          onBusyChange={setBulkBusy}
        />
      ) : null}
    </div>
  );
}
