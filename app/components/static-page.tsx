import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The look of a link inside running text. */
const TEXT_LINK_CLASS = 'text-sage-700 underline underline-offset-2 hover:text-sage-900';

/** A link to another of our pages inside running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={TEXT_LINK_CLASS}>
      {children}
    </Link>
  );
}

/** The frame of a text page (About, Privacy Policy, Terms of Service): a title, a lead and readable prose. */
export function StaticPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** When a policy page last changed, as an ISO date (its first line says so). */
  updated?: string;
  children: ReactNode;
}) {
  return (
    // The page lines up with the header's container; the prose keeps a readable measure inside it.
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-sage-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
        <div className="mt-8 space-y-8 leading-relaxed [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
          {updated ? (
            <p className="text-sm text-muted">
              Last updated: <time dateTime={updated}>{formatDay(updated)}</time>
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

const formatDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
