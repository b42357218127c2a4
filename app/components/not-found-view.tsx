import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/**
 * The not-found screen: unknown paths answer it with HTTP 404 and noindex. `children` offer ways on
 * below it (a search box, the featured games).
 */
export function NotFoundView({ children }: { children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <title>404 Page Not Found | Cozy Games</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <p aria-hidden="true" className="font-serif text-7xl font-bold text-sage-600">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-sage-900">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-muted">
          The page you're looking for doesn't exist or has moved. Let's get you back somewhere cozy.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">Return to Homepage</Link>
        </Button>
      </div>
      {children}
    </div>
  );
}
