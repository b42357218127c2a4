import { useId, useState, type ReactNode } from 'react';
import type { AdminSubmission } from '../../../common/schemas/admin';
import { genreLabel } from '../../../common/catalogue';
import { describeLifeFacts, describeProfile, NOT_KNOWN_YET } from '../../../common/profile-meanings';
import { storeLabel } from '../../../common/stores';
import { formatDate } from './format';

const LINK = 'break-all text-sage-700 underline underline-offset-2 hover:text-sage-900';

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function rowsOf(submission: AdminSubmission): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['Developer', submission.developer || 'Unknown'],
    ['Genre', genreLabel(submission.genre)],
    ['Release Year', submission.releaseYear ?? 'Unknown'],
    ['Release Date', submission.releaseDate ?? 'Not given'],
    [
      'Website',
      submission.websiteUrl ? <NewTabLink href={submission.websiteUrl}>{submission.websiteUrl}</NewTabLink> : 'None',
    ],
    ['Submitted', formatDate(submission.createdAt)],
    ['Submitter', submission.submitterEmail || 'No email provided'],
    // Shown as text only: the server fetches it on approval, so no browser asks a stranger's server.
    ['Image URL', submission.imageUrl ? <span className="break-all">{submission.imageUrl}</span> : 'None'],
    [
      'Where to get it',
      submission.stores.length > 0 ? (
        <ul className="grid gap-0.5">
          {submission.stores.map((link) => (
            <li key={link.store}>
              {/* Only addresses on each store's own site are accepted, so these are safe to follow. */}
              <NewTabLink href={link.url}>{storeLabel(link.store)}</NewTabLink>
            </li>
          ))}
        </ul>
      ) : (
        'None given'
      ),
    ],
  ];
  for (const line of [...describeProfile(submission), ...describeLifeFacts(submission)]) {
    rows.push([line.name, line.label ?? NOT_KNOWN_YET]);
  }
  return rows;
}

/**
 * Everything a card leaves out to stay short, behind a 'Show details' button: the whole
 * description, the features and every fact of the submission.
 */
export function SubmissionDetails({ submission }: { submission: AdminSubmission }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md text-sm font-medium text-sage-700 underline underline-offset-2 hover:text-sage-900"
      >
        {open ? 'Hide details' : 'Show details'}
        <span className="sr-only"> of {submission.title}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={regionId} hidden={!open} className="mt-3 grid gap-4 rounded-xl bg-sage-50 p-4">
        {open ? (
          <>
            <p className="break-words whitespace-pre-line">{submission.description}</p>
            {submission.features.length > 0 ? (
              <div>
                <h4 className="text-sm font-semibold text-sage-900">Features</h4>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                  {submission.features.map((feature, index) => (
                    <li key={index}>{feature}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {rowsOf(submission).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="min-w-0 text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
    </div>
  );
}
