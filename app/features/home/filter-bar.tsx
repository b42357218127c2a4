import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FILTER_PLATFORMS, platformLabel } from '../../../common/catalogue';
import type { GameFacetCounts } from '../../../common/schemas/games';
import { FilterLink } from './filter-link';
import { activeFilterLabels, homeHref, NO_FILTERS, type HomeQuery } from './home-query';
import { MoreFilters } from './more-filters';

type CombatCounts = GameFacetCounts['combat'];

/** The combat filter's choices (either way, without combat, with combat) and how many games each holds. */
const COMBAT_CHOICES: { value: boolean | undefined; label: string; count: (counts: CombatCounts) => number }[] = [
  { value: undefined, label: 'Any', count: (counts) => counts.true + counts.false },
  { value: false, label: 'No Combat', count: (counts) => counts.false },
  { value: true, label: 'Has Combat', count: (counts) => counts.true },
];

/** One filter whose choices exclude each other: its heading names the links under it. */
function ChoiceGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="mb-2 font-sans text-sm font-semibold text-sage-800">
        {title}
      </h2>
      <nav aria-labelledby={id} className="flex flex-wrap gap-2">
        {children}
      </nav>
    </div>
  );
}

export function FilterBar({ query, facets }: { query: HomeQuery; facets: GameFacetCounts }) {
  const filtered = activeFilterLabels(query).length > 0;
  return (
    <div className="space-y-4 rounded-2xl border border-sage-200 bg-white p-4 shadow-sm sm:p-5">
      <ChoiceGroup id="platform-filter" title="Platform">
        <FilterLink
          active={!query.platform}
          to={homeHref(query, { platform: undefined })}
          label="All Games"
          count={facets.anyPlatform}
        />
        {FILTER_PLATFORMS.map((platform) => (
          <FilterLink
            key={platform}
            active={query.platform === platform}
            to={homeHref(query, { platform })}
            label={platformLabel(platform)}
            count={facets.platform[platform]}
          />
        ))}
      </ChoiceGroup>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ChoiceGroup id="combat-filter" title="Combat">
          {COMBAT_CHOICES.map(({ value, label, count }) => (
            <FilterLink
              key={label}
              active={query.combat === value}
              to={homeHref(query, { combat: value })}
              label={label}
              count={count(facets.combat)}
            />
          ))}
        </ChoiceGroup>
        {filtered ? (
          <Link
            to={homeHref(query, NO_FILTERS)}
            preventScrollReset
            className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-berry-700 underline-offset-4 hover:underline"
          >
            Clear All Filters
          </Link>
        ) : null}
      </div>
      <MoreFilters query={query} facets={facets} />
    </div>
  );
}
