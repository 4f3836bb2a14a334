import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';

/** The query key of one enveloped GET endpoint; mutations of that endpoint invalidate or update it. */
export const apiKey = (path: string) => ['api', path] as const;

/** One enveloped GET endpoint as a query in react-admin's query client; no retry, so a failure shows at once. */
export function apiQuery<T>(path: string) {
  return queryOptions({ queryKey: apiKey(path), queryFn: () => apiGet<T>(path), retry: false });
}
