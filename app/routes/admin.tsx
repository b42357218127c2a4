import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/admin';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { parseTab, type AdminUser } from '~/features/admin/admin-tabs';
import { Dashboard } from '~/features/admin/dashboard';
import { LoginCard } from '~/features/admin/login-card';
import { NoAccess } from '~/features/admin/no-access';
import { TwoFactorRequired } from '~/features/admin/two-factor-required';

/**
 * Who is signed in decides the first render (no flash of the login card for an admin); the lists
 * load in the browser. What an admin may do is decided by the server on every call.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const user: AdminUser | null = context.user
    ? { email: context.user.email, role: context.user.role, twoFactorEnabled: context.user.twoFactorEnabled }
    : null;
  return {
    user,
    requireTwoFactor: context.requireTwoFactor,
    tab: parseTab(new URL(request.url).searchParams.get('tab')),
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

/** Switching tabs only rewrites `?tab=`: nothing this route loads depends on it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const tabOnly =
    currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('tab') !== nextUrl.searchParams.get('tab');
  return tabOnly ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Admin',
    description: 'Review game submissions and manage the Cozy Games catalogue.',
    path: '/admin',
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { user, tab, requireTwoFactor } = loaderData;
  if (!user) return <LoginCard />;
  if (user.role !== 'admin') return <NoAccess user={user} />;
  if (requireTwoFactor && !user.twoFactorEnabled) return <TwoFactorRequired user={user} />;
  return <Dashboard user={user} initialTab={tab} />;
}
