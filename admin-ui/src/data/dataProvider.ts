import { DataProvider, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getToken } from '../auth/session';
import { newIdempotencyKey } from './idempotencyKey';

/** ra-data-simple-rest unchanged; the client only adds the Bearer token and, on POST, an Idempotency-Key (docs/architecture.md, "HTTP conventions"; docs/decisions.md, "The API's edges"). */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Creates (and custom POSTs) carry a key, so a repeated submit is applied once by the server.
  if (options.method === 'POST' && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newIdempotencyKey());
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** Console routes whose names differ from the API's resource names (/super-admin/tenants lists filter-owners). */
const RESOURCE_ALIASES: Record<string, string> = { tenants: 'filter-owners' };

const rest = simpleRestProvider('/api/admin', httpClient);

export const dataProvider: DataProvider = new Proxy(rest, {
  get(target, method: string) {
    const original = target[method];
    if (typeof original !== 'function') return original;
    return (resource: string, ...args: unknown[]) => original.call(target, RESOURCE_ALIASES[resource] ?? resource, ...args);
  },
});
