import { useState } from 'react';
import { FACETS, type FacetDeclaration } from '../../../common/facets';
import type { GameFacetCounts } from '../../../common/schemas/games';
import { FilterLink } from './filter-link';
import {
  hasListFilters,
  filterLabel,
  LIST_FILTERS,
  LIST_FILTER_VALUES,
  toggleHref,
  type HomeQuery,
  type ListFilterName,
} from './home-query';

const GROUPS: { name: ListFilterName; title: string; hint?: string }[] = LIST_FILTERS.map((name) => ({
  name,
  title: (FACETS[name] as FacetDeclaration).title ?? name,
  hint: (FACETS[name] as FacetDeclaration).hint,
}));

/**
 * 'More filters': genre and the cozy profile as toggles with counts; several can be on at once.
 * A native disclosure, open from the server whenever one of its filters is on.
 */
export function MoreFilters({ query, facets }: { query: HomeQuery; facets: GameFacetCounts }) {
  const active = hasListFilters(query);
  const [open, setOpen] = useState(active);
  const chosen = GROUPS.reduce((sum, group) => sum + query[group.name].length, 0);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-sage-200 bg-cream/60"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 font-semibold text-sage-900 hover:bg-sage-50 [&::-webkit-details-marker]:hidden">
        <span>
          More filters
          {chosen > 0 ? <span className="ml-2 text-sm font-normal text-muted">({chosen} on)</span> : null}
        </span>
        <span
          aria-hidden="true"
          className="text-sage-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          ▾
        </span>
      </summary>
      <div className="grid gap-5 border-t border-sage-200 px-4 py-4">
        {GROUPS.map((group) => {
          const counts = facets[group.name] as Record<string, number>;
          const label = (value: string) => filterLabel(group.name, value);
          const headingId = `filter-${group.name}`;
          return (
            <div key={group.name} role="group" aria-labelledby={headingId}>
              <h3 id={headingId} className="font-sans text-sm font-semibold text-sage-800">
                {group.title}
                {group.hint ? <span className="ml-2 font-normal text-muted">{group.hint}</span> : null}
              </h3>
              <div className="mt-2 flex flex-wrap gap-2">
                {(LIST_FILTER_VALUES[group.name] as readonly string[]).map((value) => (
                  <FilterLink
                    key={value}
                    kind="toggle"
                    active={(query[group.name] as string[]).includes(value)}
                    to={toggleHref(query, group.name, value as never)}
                    label={label(value)}
                    count={counts[value] ?? 0}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </details>
  );
}
