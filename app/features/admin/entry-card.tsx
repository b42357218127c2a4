import type { ReactNode } from 'react';
import { genreLabel, platformLabel } from '../../../common/catalogue';
import { Badge } from '~/components/ui/badge';
import { CoverImage, FALLBACK_COVER } from '~/components/cover-image';

/** What a submission and a published game have in common on screen. */
export interface EntryView {
  title: string;
  description: string;
  /** Our own cover of a published game; a submission shows the placeholder (its image URL is never loaded). */
  coverUrl?: string;
  developer: string | null;
  features: string[];
  genre: string;
  releaseYear: number | null;
  hasCombat: boolean;
  platforms: string[];
  websiteUrl: string | null;
  featured: boolean;
}

interface EntryCardProps {
  entry: EntryView;
  /** The heading's id: the card is named by it, and its buttons can point at it. */
  titleId: string;
  /** Extra badges before the standard ones (a status, say). */
  badges?: ReactNode;
  /** Extra rows of the details list, after genre, release year and website. */
  details?: [label: string, value: ReactNode][];
  /** Notes, duplicates, a notes field: whatever the card's status adds. */
  children?: ReactNode;
  actions: ReactNode;
}

/** The one card layout of the dashboard: cover, facts, description, features, then actions. */
export function EntryCard({ entry, titleId, badges, details = [], children, actions }: EntryCardProps) {
  const rows: [string, ReactNode][] = [
    ['Genre', genreLabel(entry.genre)],
    ['Release Year', entry.releaseYear ?? 'Unknown'],
    [
      'Website',
      entry.websiteUrl ? (
        <a
          href={entry.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-sage-700 underline underline-offset-2 hover:text-sage-900"
        >
          {entry.websiteUrl}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        'None'
      ),
    ],
    ...details,
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-sage-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 p-5 sm:flex-row">
        <CoverImage
          src={entry.coverUrl ?? FALLBACK_COVER}
          alt={`${entry.title} cover`}
          width={320}
          height={180}
          loading="lazy"
          className="aspect-video w-full rounded-xl bg-sage-100 object-cover sm:w-44 sm:shrink-0 sm:self-start"
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-xl font-bold break-words text-sage-900">
            {entry.title}
          </h3>
          <p className="mt-0.5 text-sm text-muted">{entry.developer || 'Unknown Developer'}</p>
          <div className="mt-3 flex flex-wrap gap-1.5">
            {badges}
            {entry.featured ? <Badge variant="peach">Featured</Badge> : null}
            <Badge variant={entry.hasCombat ? 'berry' : 'sage'}>{entry.hasCombat ? 'Has combat' : 'No combat'}</Badge>
          </div>
          <ul aria-label="Platforms" className="mt-2 flex flex-wrap gap-1.5">
            {entry.platforms.map((platform) => (
              <li key={platform}>
                <Badge variant="outline">{platformLabel(platform)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="grid flex-1 content-start gap-4 px-5 pb-5">
        <p className="break-words whitespace-pre-line">{entry.description}</p>
        {entry.features.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold text-sage-900">Features</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {entry.features.map((feature, index) => (
                <li key={index}>{feature}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>

      <div className="flex flex-wrap gap-2 border-t border-sage-100 bg-sage-50 px-5 py-4">{actions}</div>
    </article>
  );
}
