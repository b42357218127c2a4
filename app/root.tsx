import '~/lib/zod-without-eval';
import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteHeader } from '~/components/layout/site-header';
import { SiteFooter } from '~/components/layout/site-footer';
import { NavigationStatus } from '~/components/layout/navigation-status';
import { Button } from '~/components/ui/button';
import { useClientLinks } from '~/lib/client-links';
import { useToasts } from '~/lib/toast-store';
import { pageViewed } from '~/lib/visits';
import './styles/app.css';

export function loader({ context }: Route.LoaderArgs) {
  const user = context.user ? { email: context.user.email, role: context.user.role } : null;
  return { siteUrl: context.siteUrl, user };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Cozy Games: newest games', href: '/feed.xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8fa781" />
        <Meta />
        <LinksWithoutNonce />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-sage-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <NavigationStatus />
        <Main>{children}</Main>
        <SiteFooter />
        <Toasts />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The page's `<link>`s (stylesheet, icon, feed, a game's cover preload) without the script nonce.
 * The policy lets styles and images load from this origin, so a link has no use for it, and the
 * browser renders the same links with none: a nonce here made every page hydrate with a mismatch.
 * Scripts keep theirs (React Router reads it from the same context for `<Scripts>`).
 */
function LinksWithoutNonce() {
  const framework = useContext(FrameworkContext);
  const withoutNonce = useMemo(() => framework && { ...framework, nonce: undefined }, [framework]);
  return (
    <FrameworkContext.Provider value={withoutNonce}>
      <Links />
    </FrameworkContext.Provider>
  );
}

const Toaster = lazy(() => import('~/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast region loads with the first toast, not with every page: most visits never see one, and
 * its code is a good part of what every page would otherwise download. Once there, it stays.
 */
function Toasts() {
  const toasts = useToasts();
  const [loaded, setLoaded] = useState(false);
  if (toasts.length > 0 && !loaded) setLoaded(true);
  if (!loaded && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The page's own content; its client-side links (`clientLink`) navigate through here. */
function Main({ children }: { children: React.ReactNode }) {
  const onClick = useClientLinks();
  return (
    // Only clicks on the links inside are taken over; the links themselves are reachable by keyboard.
    <main id="main" className="flex-1" tabIndex={-1} onClick={onClick}>
      {children}
    </main>
  );
}

export default function App() {
  // Every page view after hydration counts towards the visit ('New' since the previous one).
  const { key } = useLocation();
  useEffect(() => pageViewed(), [key]);
  return <Outlet />;
}

/**
 * The not-found screen of an address a route could not name, loaded when one is shown: every page
 * holds this boundary, few ever show it. Its server HTML stays in place until the code arrives.
 */
const NotFoundView = lazy(() =>
  import('~/components/not-found-view').then((module) => ({ default: module.NotFoundView })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // An address that cannot name anything (a 400 from a loader) is a page that is not there.
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400)) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>Something went wrong | Cozy Games</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted">We couldn't load this page just now. Please try again in a moment.</p>
      <Button asChild className="mt-8">
        <a href="/">Return to Homepage</a>
      </Button>
    </div>
  );
}
