import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api, fetchCsrfToken } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { errorText } from './format';

/** Ends the session on the server, then reloads the page data so the login card shows. */
export function useLogout() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await api('POST /api/auth/logout');
      // The old token belonged to the session that just ended.
      await fetchCsrfToken().catch(() => undefined);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      await revalidator.revalidate();
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: errorText(error, 'Failed to log out. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
