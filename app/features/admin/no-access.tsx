import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { AdminUser } from './admin-tabs';
import { useLogout } from './use-logout';

/** A signed-in user without the admin role: the server refuses every admin call, so say so plainly. */
export function NoAccess({ user }: { user: AdminUser }) {
  const { logout, pending } = useLogout();
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card className="p-6 text-center sm:p-8">
        <h1 className="text-3xl font-bold text-sage-900">No admin access</h1>
        <p className="mt-3 text-muted">
          You are signed in as <strong className="text-ink">{user.email}</strong>, but this account has no admin access
          to the dashboard.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="outline" onClick={logout} disabled={pending}>
            {pending ? 'Logging out...' : 'Logout'}
          </Button>
          <Button asChild>
            <Link to="/">Return to Homepage</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
