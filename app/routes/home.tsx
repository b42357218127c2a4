import { useMemo, useState } from 'react';
import { isRouteErrorResponse, Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/home';
import { PAGE_SIZE } from '../../common/catalogue';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { GameCard, toCardGame } from '~/features/games/game-card';
import { FeaturedStrip } from '~/features/games/featured-strip';
import { inFullRows } from '~/features/games/full-rows';
import { SearchBox } from '~/features/games/search-box';
import {
  activeFilterLabels,
  destinationQuery,
  feedHref,
  filterParams,
  homeHref,
  listFilters,
} from '~/features/home/home-query';
import { parseHomeQuery } from '~/features/home/home-query.server';
import { Pagination } from '~/features/home/pagination';
import { SortSelect } from '~/features/home/sort-select';
import { ITEM_LIST_LIMIT, itemListJsonLd, websiteJsonLd, type ItemListGame } from '~/features/home/structured-data';
import { RemovableBadge } from '~/features/home/removable-badge';
import { ListFilters } from '~/features/home/list-filters';
import { LIST_HEADING_ID, LIST_SECTION_ID, useListInView } from '~/features/home/list-in-view';
import { belowTheFold } from '~/components/below-the-fold';
import { useRememberList } from '~/lib/list-return';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseHomeQuery(params);
  // An empty search box submitted without script leaves `search=`: the same view has a cleaner URL.
  if (params.get('search')?.trim() === '') throw redirect(homeHref(query));
  const filters = listFilters(query);
  const paged = !query.all;
  // While a filter or a search is on, the featured strip makes way for the list.
  const filtered = activeFilterLabels(query).length > 0 || Boolean(query.search);
  const [list, featured, facets, head, hasUpcoming] = await Promise.all([
    context.services.games.list({
      ...filters,
      sort: query.sort,
      limit: paged ? PAGE_SIZE : undefined,
      offset: paged ? (query.page - 1) * PAGE_SIZE : 0,
    }),
    filtered ? [] : context.services.games.featured(),
    context.services.games.facets(filters),
    // The structured item list names the first games of the view, whatever page is on screen.
    paged ? context.services.games.list({ ...filters, sort: query.sort, limit: ITEM_LIST_LIMIT, offset: 0 }) : null,
    context.services.games.upcoming.any(),
  ]);
  const totalPages = Math.ceil(list.total / PAGE_SIZE);
  if (!query.all && list.total > 0 && query.page > totalPages) {
    throw redirect(homeHref(query, { page: totalPages }));
  }
  const itemList = (head ?? list).games
    .slice(0, ITEM_LIST_LIMIT)
    .map((game): ItemListGame => ({ slug: game.slug, title: game.title }));
  return {
    query,
    games: list.games.map(toCardGame),
    total: list.total,
    featured: inFullRows(featured).map(toCardGame),
    facets,
    itemList,
    hasUpcoming,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const canonical = data ? homeHref({ ...data.query, search: undefined, sort: undefined, all: false }) : '/';
  const filtered = data ? activeFilterLabels(data.query).length > 0 || Boolean(data.query.search) : false;
  const meta = pageMeta({
    title: 'Cozy Games',
    description:
      'Discover cozy, relaxing video games for every platform. Filter by PC, Mac, Switch, PlayStation, Xbox, iOS or Android, skip combat if you like, and read gentle reviews.',
    path: canonical,
    siteUrl,
    jsonLd: [websiteJsonLd(siteUrl), ...(data ? [itemListJsonLd(siteUrl, data.itemList)] : [])],
  });
  // A filtered view names its own feed beside the whole catalogue's (the root's).
  if (!data || !filtered) return meta;
  return [
    ...meta,
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Cozy Games: newest games in this view',
      href: `${siteUrl}${feedHref(data.query)}`,
    },
  ];
};

/** 'Follow these games (RSS)': the feed of exactly the view on screen. */
function FollowLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      type="application/rss+xml"
      className="inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-sage-800 underline underline-offset-4 hover:bg-sage-100"
    >
      Follow these games (RSS)
    </a>
  );
}

/** A quiet way to the upcoming games, under the featured strip (rendered with the page: nothing moves). */
function UpcomingLink() {
  return (
    <p className="mx-auto max-w-7xl px-4 pt-4 text-right text-sm text-muted sm:px-6">
      Coming soon:{' '}
      <Link to="/upcoming" className="font-medium text-sage-700 underline underline-offset-2 hover:text-sage-900">
        upcoming cozy games
      </Link>
    </p>
  );
}

/** Why cozy games, the platform guides and the FAQ: far below the list, their code loads when scrolled near. */
const AboutCozyGames = belowTheFold('why-cozy-heading', async () => {
  const [{ WhyCozy }, { PlatformGuides }, { Faq }] = await Promise.all([
    import('~/features/home/why-cozy'),
    import('~/features/home/platform-guides'),
    import('~/features/home/faq'),
  ]);
  return function AboutCozyGamesParts() {
    return (
      <>
        <WhyCozy />
        <PlatformGuides />
        <Faq />
      </>
    );
  };
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const { query, games, total, featured, facets, hasUpcoming } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/';
  // While another view of the list is on its way, the filters and the sort show that view and build
  // on it: a second choice made before the first arrives keeps the first.
  const going = navigation.location?.pathname === '/' ? navigation.location.search : null;
  const choices = useMemo(() => (going === null ? query : destinationQuery(going)), [going, query]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useListInView(filtersOpen);
  useRememberList(homeHref(query));

  const filterLabels = activeFilterLabels(query);
  const filtered = filterLabels.length > 0 || Boolean(query.search);
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : query.all ? 1 : (query.page - 1) * PAGE_SIZE + 1;
  const last = query.all ? games.length : Math.min(query.page * PAGE_SIZE, total);

  return (
    <>
      <section className="border-b border-sage-200 bg-gradient-to-b from-sage-100 to-cream">
        <div className="mx-auto max-w-7xl px-4 py-8 text-center sm:px-6 sm:py-12 lg:py-16">
          <h1 className="text-4xl font-bold text-sage-900 sm:text-5xl">Find Your Next Cozy Game</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            A hand-picked catalogue of relaxing, wholesome games across every platform. Filter out combat, find
            something gentle, and settle in.
          </p>
          <SearchBox
            className="mx-auto mt-8 max-w-2xl"
            defaultValue={query.search}
            keep={{ ...Object.fromEntries(filterParams(query)), sort: query.sort }}
          />
        </div>
      </section>

      {/* Featured games only over the whole catalogue: a filter or a search shows the list at once. */}
      {featured.length > 0 && !filtered ? (
        <FeaturedStrip games={featured} priority className="mx-auto max-w-7xl px-4 pt-10 sm:px-6" />
      ) : null}
      {hasUpcoming ? <UpcomingLink /> : null}

      <section
        id={LIST_SECTION_ID}
        aria-labelledby={LIST_HEADING_ID}
        className="mx-auto max-w-7xl scroll-mt-20 space-y-6 px-4 pt-10 sm:px-6"
      >
        <ListFilters query={choices} facets={facets} total={total} open={filtersOpen} onOpenChange={setFiltersOpen} />

        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-3">
            {/* Focused when the filters dialog closes at the list. */}
            <h2 id={LIST_HEADING_ID} tabIndex={-1} className="scroll-mt-20 text-2xl font-bold text-sage-900">
              {filtered ? 'Filtered Cozy Games' : 'All Cozy Games'}
            </h2>
            {filterLabels.length > 0 ? <Badge variant="outline">{filterLabels.join(' · ')}</Badge> : null}
            {query.search ? (
              <RemovableBadge
                to={homeHref(query, { search: undefined })}
                removeLabel={`Remove search “${query.search}”`}
              >
                Search: “{query.search}”
              </RemovableBadge>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {filtered ? <FollowLink href={feedHref(query)} /> : null}
            <SortSelect query={choices} />
          </div>
        </div>

        <div aria-live="polite" className="sr-only">
          {loading ? 'Loading games...' : `${total} ${total === 1 ? 'game' : 'games'} found`}
        </div>

        {total === 0 ? (
          <div className="rounded-2xl border border-dashed border-sage-300 bg-white px-6 py-16 text-center">
            <p className="text-lg font-semibold text-sage-900">No games found matching your criteria</p>
            <p className="mt-2 text-muted">Try another platform, a different search, or clear the filters.</p>
            <Button asChild className="mt-6">
              <Link to="/" preventScrollReset>
                Reset Filters
              </Link>
            </Button>
          </div>
        ) : (
          <div className="relative">
            {loading ? (
              <div className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-cream/70 pt-24">
                <p className="rounded-full bg-white px-5 py-2 font-medium text-sage-800 shadow">Loading games...</p>
              </div>
            ) : null}
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy={loading}>
              {games.map((game, index) => (
                <li key={game.id} className="row-span-4 grid grid-rows-subgrid gap-y-0">
                  {/* Without the featured strip, the list's first row is the top of the page. */}
                  <GameCard game={game} priority={featured.length === 0 && index < 4} />
                </li>
              ))}
            </ul>
          </div>
        )}

        {total > 0 ? (
          <div className="flex flex-col items-center gap-4">
            {query.all ? null : (
              <Pagination page={query.page} totalPages={totalPages} hrefFor={(page) => homeHref(query, { page })} />
            )}
            <p className="text-sm text-muted" data-testid="pagination-summary">
              Showing {first}–{last} of {total} {total === 1 ? 'game' : 'games'}
              {query.all ? '' : ` · Page ${query.page} of ${totalPages}`}
            </p>
            {totalPages > 1 || query.all ? (
              <Button asChild variant="outline">
                <Link
                  to={homeHref(query, { all: !query.all, page: 1 })}
                  preventScrollReset
                  // Back from the long list, the page shrinks: start again at the top of the list.
                  state={query.all ? { scrollTo: 'all-games' } : undefined}
                >
                  {query.all ? 'Return to Paged View' : 'Show All Games'}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 pt-16 sm:px-6">
        <AboutCozyGames />
      </div>
    </>
  );
}

/** The catalogue could not be read (the database is away): say so and offer the same view again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>Cozy Games</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-sage-900">Failed to fetch games</h1>
      <p className="mt-4 text-lg text-muted">We couldn't load the catalogue just now. Please try again in a moment.</p>
      <Button asChild className="mt-8">
        <a href={location.pathname + location.search}>Try Again</a>
      </Button>
    </div>
  );
}
