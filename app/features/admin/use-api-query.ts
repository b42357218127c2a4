import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';

export interface ApiQuery<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
}

interface QueryState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
}

/**
 * A GET that runs once in the browser after hydration and again only when asked (spec §7: no
 * automatic refetching, no retries). Earlier data stays on screen while a reload runs, and an answer
 * that arrives after a newer request started is dropped.
 */
export function useApiQuery<T>(path: string, onError?: (error: Error) => void): ApiQuery<T> {
  const [state, setState] = useState<QueryState<T>>({ loading: true });
  const latestRequest = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  // Sets state only in the answer's callbacks, so the first load can start from an effect.
  const load = useCallback(() => {
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    return api<T>('GET', path).then(
      (data) => {
        if (isLatest()) setState({ data, loading: false });
      },
      (caught: unknown) => {
        if (!isLatest()) return;
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState((current) => ({ data: current.data, error, loading: false }));
        onErrorRef.current?.(error);
      },
    );
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);

  const refetch = useCallback(() => {
    setState((current) => ({ ...current, loading: true }));
    return load();
  }, [load]);

  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
