import type { Route } from './+types/sitemap';
import { escapeXml } from '~/lib/xml';

const STATIC_PATHS = [
  '/',
  '/upcoming',
  '/about',
  '/contact',
  '/submit-game',
  '/report-error',
  '/privacy-policy',
  '/terms-of-service',
];

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context;
  const games = await context.services.games.sitemapEntries();
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escapeXml(siteUrl + path)}</loc></url>`),
    ...games.map(
      (game) =>
        `<url><loc>${escapeXml(`${siteUrl}/game/${game.slug}`)}</loc><lastmod>${game.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
