import { Link } from 'react-router';
import { FILTER_PLATFORMS, platformLabel } from '../../../common/catalogue';
import { cn } from '~/lib/cn';
import { homeHref, type HomeQuery } from './home-query';

function FilterLink({ active, to, children }: { active: boolean; to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={cn(
        'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
        active
          ? 'border-sage-700 bg-sage-700 text-white'
          : 'border-sage-300 bg-white text-sage-900 hover:border-sage-500 hover:bg-sage-50',
      )}
    >
      {children}
    </Link>
  );
}

export function FilterBar({ query }: { query: HomeQuery }) {
  const filtered = query.platform !== undefined || query.combat !== undefined;
  return (
    <div className="space-y-4 rounded-2xl border border-sage-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 id="platform-filter" className="mb-2 font-sans text-sm font-semibold text-sage-800">
          Platform
        </h2>
        <nav aria-labelledby="platform-filter" className="flex flex-wrap gap-2">
          <FilterLink active={!query.platform} to={homeHref(query, { platform: undefined })}>
            All Games
          </FilterLink>
          {FILTER_PLATFORMS.map((platform) => (
            <FilterLink key={platform} active={query.platform === platform} to={homeHref(query, { platform })}>
              {platformLabel(platform)}
            </FilterLink>
          ))}
        </nav>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="combat-filter" className="mb-2 font-sans text-sm font-semibold text-sage-800">
            Combat
          </h2>
          <nav aria-labelledby="combat-filter" className="flex flex-wrap gap-2">
            <FilterLink active={query.combat === undefined} to={homeHref(query, { combat: undefined })}>
              Any
            </FilterLink>
            <FilterLink active={query.combat === false} to={homeHref(query, { combat: false })}>
              No Combat
            </FilterLink>
            <FilterLink active={query.combat === true} to={homeHref(query, { combat: true })}>
              Has Combat
            </FilterLink>
          </nav>
        </div>
        {filtered ? (
          <Link
            to={homeHref(query, { platform: undefined, combat: undefined })}
            preventScrollReset
            className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-berry-700 underline-offset-4 hover:underline"
          >
            Clear All Filters
          </Link>
        ) : null}
      </div>
    </div>
  );
}
