import { useRevalidator } from 'react-router';
import { Card } from '~/components/ui/card';
import type { AdminUser } from './admin-tabs';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** ADMIN_REQUIRE_2FA: an admin without a second factor turns it on before the dashboard shows. */
export function TwoFactorRequired({ user }: { user: AdminUser }) {
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card className="grid gap-4 p-6 sm:p-8">
        <h1 className="text-3xl font-bold text-sage-900">Turn On Two-Factor Authentication</h1>
        <p className="text-muted">
          Admins of this site need a second factor. Signed in as{' '}
          <span className="font-medium text-ink">{user.email}</span>.
        </p>
        <TwoFactorEnrolment onDone={() => void revalidator.revalidate()} />
      </Card>
    </div>
  );
}
