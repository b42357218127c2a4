import { Link } from 'react-router';
import { FILTER_PLATFORMS, platformLabel } from '../../../common/catalogue';
import type { GameFacetCounts } from '../../../common/schemas/games';
import { FilterLink } from './filter-link';
import { activeFilterLabels, homeHref, NO_FILTERS, type HomeQuery } from './home-query';
import { MoreFilters } from './more-filters';

export function FilterBar({ query, facets }: { query: HomeQuery; facets: GameFacetCounts }) {
  const filtered = activeFilterLabels(query).length > 0;
  return (
    <div className="space-y-4 rounded-2xl border border-sage-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 id="platform-filter" className="mb-2 font-sans text-sm font-semibold text-sage-800">
          Platform
        </h2>
        <nav aria-labelledby="platform-filter" className="flex flex-wrap gap-2">
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
        </nav>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="combat-filter" className="mb-2 font-sans text-sm font-semibold text-sage-800">
            Combat
          </h2>
          <nav aria-labelledby="combat-filter" className="flex flex-wrap gap-2">
            <FilterLink
              active={query.combat === undefined}
              to={homeHref(query, { combat: undefined })}
              label="Any"
              count={facets.combat.true + facets.combat.false}
            />
            <FilterLink
              active={query.combat === false}
              to={homeHref(query, { combat: false })}
              label="No Combat"
              count={facets.combat.false}
            />
            <FilterLink
              active={query.combat === true}
              to={homeHref(query, { combat: true })}
              label="Has Combat"
              count={facets.combat.true}
            />
          </nav>
        </div>
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
