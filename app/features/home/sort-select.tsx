import { useNavigate } from 'react-router';
import { filterParams, homeHref, type HomeQuery, type HomeSort } from './home-query';

const OPTIONS: { value: HomeSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'a-z', label: 'A-Z' },
  { value: 'z-a', label: 'Z-A' },
  { value: 'rating', label: 'Highest Rated' },
];

/**
 * 'Sort by:' — a search without a chosen sort is ordered by relevance, shown as 'Best Match'.
 * Without script, the form and its button do the same job.
 */
export function SortSelect({ query }: { query: HomeQuery }) {
  const navigate = useNavigate();
  const bestMatch = Boolean(query.search) && !query.sort;
  return (
    <form method="get" action="/" className="flex items-center gap-2">
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      {filterParams(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm font-medium whitespace-nowrap text-sage-800">
        Sort by:
      </label>
      <select
        id="sort"
        name="sort"
        value={bestMatch ? '' : (query.sort ?? 'newest')}
        onChange={(event) =>
          navigate(homeHref(query, { sort: (event.target.value || undefined) as HomeSort | undefined }), {
            preventScrollReset: true,
          })
        }
        className="h-10 rounded-full border border-sage-300 bg-white px-3 text-sm text-ink shadow-sm"
      >
        {bestMatch ? <option value="">Best Match</option> : null}
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-full border border-sage-300 px-3 text-sm">
          Apply
        </button>
      </noscript>
    </form>
  );
}
