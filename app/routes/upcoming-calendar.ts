import type { Route } from './+types/upcoming-calendar';
import { icalendar } from '~/features/upcoming/icalendar';

/** The upcoming games as a calendar: one all-day event on each game's release day. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context;
  const host = new URL(siteUrl).host;
  const games = await context.services.games.upcoming.list();
  const body = icalendar({
    name: 'Upcoming Cozy Games',
    productId: '-//Cozy Games//Upcoming games//EN',
    stamp: new Date(),
    events: games.flatMap((game) =>
      game.releaseDate
        ? [
            {
              uid: `game-${game.id}@${host}`,
              date: game.releaseDate,
              summary: game.title,
              url: `${siteUrl}/game/${game.slug}`,
              description: game.description,
            },
          ]
        : [],
    ),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
    },
  });
}
