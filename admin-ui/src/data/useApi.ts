import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from './api';

export interface ApiState<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  reload: () => void;
}

/** Reads one enveloped GET endpoint; `path` null waits. */
export function useApi<T>(path: string | null): ApiState<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: path !== null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    apiGet<T>(path).then(
      (data) => !cancelled && setState({ data, loading: false }),
      (error: unknown) =>
        !cancelled && setState({ error: error instanceof ApiError ? error : new ApiError(String(error), 0), loading: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
