import { useCallback, useEffect, useRef, useState } from 'react';
import { api, apiPage, type ListPage } from '~/lib/api';

export interface ApiQuery<T> {
  data: T | undefined;
  error: Error | undefined;
  /** A request is under way: the first one, a refetch, or one for a new path (another page). */
  loading: boolean;
  refetch: () => Promise<void>;
}

interface QueryState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  /** The path the data or error belongs to. */
  path: string | null;
}

interface QueryOptions<T> {
  onError?: (error: Error) => void;
  onData?: (data: T) => void;
}

/**
 * A GET that runs in the browser after hydration, again when its path changes (another page or
 * search) and otherwise only when asked (spec §7: no automatic refetching, no retries). A null
 * path waits (a tab not opened yet). Earlier data stays on screen while a reload runs, and an
 * answer that arrives after a newer request started is dropped.
 */
function useQuery<T>(path: string | null, read: (path: string) => Promise<T>, options: QueryOptions<T>): ApiQuery<T> {
  const [state, setState] = useState<QueryState<T>>({ loading: path !== null, path: null });
  const latestRequest = useRef(0);
  const readRef = useRef(read);
  const optionsRef = useRef(options);
  useEffect(() => {
    readRef.current = read;
    optionsRef.current = options;
  });

  // Sets state only in the answer's callbacks, so a load can start from an effect.
  const load = useCallback(async () => {
    if (path === null) return;
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    return readRef.current(path).then(
      (data) => {
        if (!isLatest()) return;
        setState({ data, loading: false, path });
        optionsRef.current.onData?.(data);
      },
      (caught: unknown) => {
        if (!isLatest()) return;
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState((current) => ({ data: current.data, error, loading: false, path }));
        optionsRef.current.onError?.(error);
      },
    );
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);

  const refetch = useCallback(async () => {
    if (path === null) return;
    setState((current) => ({ ...current, loading: true }));
    return load();
  }, [load, path]);

  const loading = path !== null && (state.loading || state.path !== path);
  return { data: state.data, error: state.error, loading, refetch };
}

const getJson = <T>(path: string) => api<T>('GET', path);

/** A GET of one JSON answer. */
export function useApiQuery<T>(path: string | null, onError?: (error: Error) => void): ApiQuery<T> {
  return useQuery<T>(path, getJson<T>, { onError });
}

/** A GET of one page of a list, with the total the server counted. */
export function usePagedQuery<T>(path: string | null, options: QueryOptions<ListPage<T>> = {}): ApiQuery<ListPage<T>> {
  return useQuery<ListPage<T>>(path, apiPage<T>, options);
}
