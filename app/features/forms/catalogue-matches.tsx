import { useId } from 'react';
import { LineIcon } from '~/components/ui/line-icon';
import type { CatalogueMatch } from './use-catalogue-matches';

/**
 * Under the title of a game being submitted: games the catalogue already has with a similar title,
 * each opening in a new tab so the form stays as filled in. Advisory only. The region is always
 * there, one line tall, so screen readers hear the list arrive politely and the form below it does
 * not move when one title shows up.
 */
export function CatalogueMatches({ matches }: { matches: CatalogueMatch[] }) {
  const labelId = useId();
  return (
    <div aria-live="polite" className="min-h-5 text-sm leading-5">
      {matches.length > 0 ? (
        <div className="flex flex-wrap gap-x-2 gap-y-1">
          <p id={labelId} className="font-medium text-sage-900">
            Already in the catalogue:
          </p>
          <ul aria-labelledby={labelId} className="flex flex-wrap gap-x-3 gap-y-1">
            {matches.map((game) => (
              <li key={game.id}>
                <a
                  href={`/game/${game.slug}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-sage-700 underline underline-offset-2 hover:text-sage-900"
                >
                  {game.title}
                  <LineIcon className="h-3.5 w-3.5 shrink-0">
                    <path
                      d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </LineIcon>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
