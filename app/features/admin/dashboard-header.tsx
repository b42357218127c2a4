import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { AdminUser } from './admin-tabs';
import { TwoFactorDialog } from './two-factor-dialog';
import { useLogout } from './use-logout';

/** Title, who is signed in, the pending count, and the way out. */
export function DashboardHeader({ user, pendingCount }: { user: AdminUser; pendingCount?: number }) {
  const { logout, pending } = useLogout();
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold text-sage-900 sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-muted">
          <span className="break-all">
            Signed in as <span className="font-medium text-ink">{user.email}</span>
          </span>
          {pendingCount !== undefined ? (
            <Badge variant="peach" size="md" data-testid="pending-reviews">
              {pendingCount} {pendingCount === 1 ? 'Pending Review' : 'Pending Reviews'}
            </Badge>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <Link to="/">
            <span aria-hidden="true">←</span> Back to Site
          </Link>
        </Button>
        <TwoFactorDialog enabled={user.twoFactorEnabled} />
        <Button variant="secondary" onClick={logout} disabled={pending}>
          {pending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
