import { DataProvider, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getToken } from '../auth/session';

/** ra-data-simple-rest unchanged; the client only adds the Bearer token (CONTRACT.md, the react-admin surface). */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
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
