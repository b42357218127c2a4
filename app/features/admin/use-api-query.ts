import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiCallOptions, ApiReadRoute, ApiResponse } from '../../../common/api/contract';
import { api, apiPage, apiUrl, type ListItem, type ListPage } from '~/lib/api';

export interface ApiQuery<T> {
  data: T | undefined;
  error: Error | undefined;
  /** A request is under way: the first one, a refetch, or one for a new URL (another page). */
  loading: boolean;
  refetch: () => Promise<void>;
}

interface QueryState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  /** The URL the data or error belongs to. */
  url: string | null;
}

interface QueryOptions<T> {
  onError?: (error: Error) => void;
  onData?: (data: T) => void;
}

/** A read the dashboard runs: a route of the API contract and what it needs; null waits. */
type ReadCall<R extends ApiReadRoute> = readonly [route: R, options?: ApiCallOptions<R>] | null;

/**
 * A GET that runs in the browser after hydration, again when its URL changes (another page or
 * search) and otherwise only when asked (spec §7: no automatic refetching, no retries). A null
 * call waits (a tab not opened yet). Earlier data stays on screen while a reload runs, and an
 * answer that arrives after a newer request started is dropped.
 */
function useQuery<T>(url: string | null, read: () => Promise<T>, options: QueryOptions<T>): ApiQuery<T> {
  const [state, setState] = useState<QueryState<T>>({ loading: url !== null, url: null });
  const latestRequest = useRef(0);
  const readRef = useRef(read);
  const optionsRef = useRef(options);
  useEffect(() => {
    readRef.current = read;
    optionsRef.current = options;
  });

  // Sets state only in the answer's callbacks, so a load can start from an effect.
  const load = useCallback(async () => {
    if (url === null) return;
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    return readRef.current().then(
      (data) => {
        if (!isLatest()) return;
        setState({ data, loading: false, url });
        optionsRef.current.onData?.(data);
      },
      (caught: unknown) => {
        if (!isLatest()) return;
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState((current) => ({ data: current.data, error, loading: false, url }));
        optionsRef.current.onError?.(error);
      },
    );
  }, [url]);

  useEffect(() => {
    void load();
  }, [load]);

  const refetch = useCallback(async () => {
    if (url === null) return;
    setState((current) => ({ ...current, loading: true }));
    return load();
  }, [load, url]);

  const loading = url !== null && (state.loading || state.url !== url);
  return { data: state.data, error: state.error, loading, refetch };
}

const urlOf = (call: ReadCall<ApiReadRoute> | null) =>
  call ? apiUrl(...(call as unknown as Parameters<typeof apiUrl<ApiReadRoute>>)) : null;

/** A GET of one JSON answer. */
export function useApiQuery<R extends ApiReadRoute>(
  call: ReadCall<R>,
  onError?: (error: Error) => void,
): ApiQuery<ApiResponse<R>> {
  return useQuery(urlOf(call as ReadCall<ApiReadRoute>), () => api(...(call as unknown as Parameters<typeof api<R>>)), {
    onError,
  });
}

type ListRoute = Parameters<typeof apiPage>[0];

/** A GET of one page of a list, with the total the server counted. */
export function usePagedQuery<R extends ListRoute>(
  call: ReadCall<R>,
  options: QueryOptions<ListPage<ListItem<R>>> = {},
): ApiQuery<ListPage<ListItem<R>>> {
  return useQuery(
    urlOf(call as ReadCall<ApiReadRoute>),
    () => apiPage(...(call as unknown as Parameters<typeof apiPage<R>>)),
    options,
  );
}
