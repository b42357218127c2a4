import { useCallback, useEffect, useState } from 'react';
import { fetchCsrfToken } from '~/lib/api';
import { toast } from '~/lib/toast-store';

/**
 * Fetches a fresh anti-forgery token after hydration (the spec asks for one on loading the submit
 * and report pages) and on demand; a failure shows the spec's 'CSRF Token Error' toast.
 */
export function useCsrfToken() {
  const [loading, setLoading] = useState(true);

  const fetchToken = useCallback(async (): Promise<boolean> => {
    try {
      await fetchCsrfToken();
      return true;
    } catch (error) {
      console.warn('Could not fetch a security token', error);
      toast({
        title: 'CSRF Token Error',
        description: 'Failed to get security token. Please refresh the page.',
        variant: 'destructive',
      });
      return false;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void fetchToken();
  }, [fetchToken]);

  const refresh = useCallback(async () => {
    setLoading(true);
    if (await fetchToken()) {
      toast({ title: 'Security Token Refreshed', description: 'Your form is ready to submit.' });
    }
  }, [fetchToken]);

  return { loading, refresh };
}
