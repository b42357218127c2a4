import type { Route } from './+types/feed';
import { genreLabel } from '../../common/catalogue';
import { escapeXml } from '~/lib/xml';

const FEED_SIZE = 30;

/** RSS of the newest games in the catalogue. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context;
  const { games } = await context.services.games.list({ sort: 'newest', limit: FEED_SIZE });
  const items = games.map((game) => {
    const url = `${siteUrl}/game/${game.slug}`;
    return [
      '<item>',
      `<title>${escapeXml(game.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="false">cozy-games-${game.id}</guid>`,
      `<pubDate>${new Date(game.createdAt).toUTCString()}</pubDate>`,
      `<category>${escapeXml(genreLabel(game.genre))}</category>`,
      `<description>${escapeXml(game.description)}</description>`,
      '</item>',
    ].join('');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    '<title>Cozy Games: newest games</title>',
    `<link>${escapeXml(`${siteUrl}/`)}</link>`,
    `<atom:link href="${escapeXml(`${siteUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
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
