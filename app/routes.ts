import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('game/:slug', 'routes/game.tsx'),
  route('games/:id', 'routes/game-by-id.tsx'),
  route('about', 'routes/about.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('upcoming', 'routes/upcoming.tsx'),
  route('upcoming.ics', 'routes/upcoming-calendar.ts'),
  route('submit-game', 'routes/submit-game.tsx'),
  route('report-error', 'routes/report-error.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('shelf', 'routes/shelf.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('feed.xml', 'routes/feed.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
