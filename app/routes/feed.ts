import type { Route } from './+types/feed';
import { genreLabel } from '../../common/catalogue';
import { escapeXml } from '~/lib/xml';
import { feedQuery } from '~/lib/feed-query.server';

const FEED_SIZE = 50;

function badRequest(message: string) {
  return new Response(`${message}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * RSS of the newest games in the catalogue by the time they entered it, or of a view of it: the
 * same filters and search as the home list. An unknown filter value is a 400 rather than the whole
 * catalogue, so a mistyped feed address fails where it is made.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { siteUrl } = context;
  const read = feedQuery(new URL(request.url).searchParams);
  if ('error' in read) return badRequest(read.error);
  const { games } = await context.services.games.list({ ...read.query, sort: 'newest', limit: FEED_SIZE });
  const suffix = read.search ? `?${read.search}` : '';
  const items = games.map((game) => {
    const url = `${siteUrl}/game/${game.slug}`;
    return [
      '<item>',
      `<title>${escapeXml(game.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="false">cozy-games-${game.id}</guid>`,
      `<pubDate>${new Date(game.publishedAt).toUTCString()}</pubDate>`,
      `<category>${escapeXml(genreLabel(game.genre))}</category>`,
      `<description>${escapeXml(game.description)}</description>`,
      '</item>',
    ].join('');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${suffix ? 'Cozy Games: newest games in this view' : 'Cozy Games: newest games'}</title>`,
    `<link>${escapeXml(`${siteUrl}/${suffix}`)}</link>`,
    `<atom:link href="${escapeXml(`${siteUrl}/feed.xml${suffix}`)}" rel="self" type="application/rss+xml"/>`,
    '<description>The latest cozy, relaxing games added to the Cozy Games catalogue.</description>',
    '<language>en-us</language>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
