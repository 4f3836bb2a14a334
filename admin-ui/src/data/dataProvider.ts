import { DataProvider, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getToken } from '../auth/session';
import { ENVELOPED_ADAPTERS } from './envelopedFallback';

/** ra-data-simple-rest unchanged; the client only adds the Bearer token (CONTRACT.md, the react-admin surface). */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** Console routes whose names differ from the API's resource names. */
const RESOURCE_ALIASES: Record<string, string> = { tenants: 'filter-owners' };

const rest = simpleRestProvider('/api/admin', httpClient);

/** Resources whose /api/admin door answered 404: the spec's enveloped routes serve them from then on. */
const missingDoors = new Set<string>();

/** A 404 of the list, or the server's bare 'Not found.' of an unknown route (a missing record names itself). */
function isMissingRoute(method: string, error: unknown): boolean {
  const { status, body } = (error ?? {}) as { status?: number; body?: { message?: string } };
  return status === 404 && (method === 'getList' || body?.message === 'Not found.');
}

async function dispatch(method: string, resource: string, args: unknown[]): Promise<unknown> {
  const name = RESOURCE_ALIASES[resource] ?? resource;
  const adapter = ENVELOPED_ADAPTERS[name]?.[method as keyof (typeof ENVELOPED_ADAPTERS)[string]] as
    | ((resource: string, ...args: unknown[]) => Promise<unknown>)
    | undefined;
  if (adapter && missingDoors.has(name)) return adapter(name, ...args);
  try {
    return await (rest[method] as (resource: string, ...args: unknown[]) => Promise<unknown>)(name, ...args);
  } catch (error) {
    if (!adapter || !isMissingRoute(method, error)) throw error;
    missingDoors.add(name);
    return adapter(name, ...args);
  }
}

export const dataProvider: DataProvider = new Proxy(rest, {
  get(target, method: string) {
    const original = target[method];
    if (typeof original !== 'function') return original;
    return (resource: string, ...args: unknown[]) => dispatch(method, resource, args);
  },
});
