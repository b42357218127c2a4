import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

const SHOW_AFTER_MS = 150;

function labelFor(pathname: string): string {
  if (pathname.startsWith('/game/')) return 'Loading review...';
  if (pathname === '/') return 'Loading games...';
  return 'Loading...';
}

/**
 * Says what is loading while the next page's data is on its way. Only for moves to another page:
 * a page that reloads its own data (the home list) shows its own state. Quick moves show nothing.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : null;
  const leavingFor = target && target.pathname !== location.pathname ? target : null;
  // The navigation that has been waited on long enough to be worth a word.
  const [slowKey, setSlowKey] = useState<string | null>(null);

  const leavingKey = leavingFor?.key;
  useEffect(() => {
    if (leavingKey === undefined) return;
    const timer = setTimeout(() => setSlowKey(leavingKey), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [leavingKey]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center">
      {leavingFor && slowKey === leavingFor.key ? (
        <p className="rounded-full border border-sage-200 bg-white px-5 py-2 font-medium text-sage-800 shadow">
          {labelFor(leavingFor.pathname)}
        </p>
      ) : null}
    </div>
  );
}
