import { Link } from 'react-router';
import type { Route } from './+types/upcoming';
import { formatReleaseDate } from '../../common/upcoming';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { Button } from '~/components/ui/button';
import { GameCard, toCardGame } from '~/features/games/game-card';
import { upcomingListJsonLd } from '~/features/upcoming/structured-data';

export async function loader({ context }: Route.LoaderArgs) {
  const games = await context.services.games.upcoming.list();
  return { games: games.map(toCardGame) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return [
    ...pageMeta({
      title: 'Upcoming Cozy Games',
      description:
        'Cozy, relaxing games with a release day announced, soonest first. See what is coming next, and add the release days to your calendar.',
      path: '/upcoming',
      siteUrl,
      jsonLd: data ? [upcomingListJsonLd(siteUrl, data.games)] : [],
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'text/calendar',
      title: 'Upcoming Cozy Games (calendar)',
      href: `${siteUrl}/upcoming.ics`,
    },
  ];
};

export default function Upcoming({ loaderData }: Route.ComponentProps) {
  const { games } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-sage-900 sm:text-4xl">Upcoming Cozy Games</h1>
          <p className="mt-4 text-lg text-muted">
            Announced cozy games with a release day, soonest first. Add the days to your calendar and never miss one.
          </p>
        </div>
        {games.length > 0 ? (
          <Button asChild variant="outline">
            {/* A file for calendar apps, not a page: the browser fetches it itself. */}
            <a href="/upcoming.ics">Add to your calendar (.ics)</a>
          </Button>
        ) : null}
      </div>

      {games.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-sage-300 bg-white px-6 py-16 text-center">
          <p className="text-lg font-semibold text-sage-900">No upcoming games are announced right now</p>
          <p className="mt-2 text-muted">Come back soon, or find something to play today.</p>
          <Button asChild className="mt-6">
            <Link to="/">Browse all games</Link>
          </Button>
        </div>
      ) : (
        <ul
          className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="upcoming-list"
        >
          {games.map((game, index) => (
            // The release day sits above the card: one more row of the card's subgrid.
            <li key={game.id} className="row-span-5 grid grid-rows-subgrid gap-y-0">
              <p className="pb-2 text-sm font-semibold text-sage-800">
                <span className="sr-only">Release date: </span>
                <time dateTime={game.releaseDate!}>{formatReleaseDate(game.releaseDate!)}</time>
              </p>
              <GameCard game={game} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
