import type { ServerResponse } from 'node:http';
import { basename, sep } from 'node:path';

/** Files whose name never changes while their content does: every browser and cache must ask again. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'index.html', 'rider.html', 'customer.html', 'registerSW.js']);

/**
 * Cache headers for a front end's built files. Vite's /assets/ names carry a content hash, so a
 * year and `immutable`; the service worker, the web manifest and the HTML are asked for again on
 * each load (`no-cache`), or a phone would keep an old service worker and its old app for a day.
 */
export function cacheControlFor(path: string): string {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * @fastify/static options for a built front end at `prefix`: files only (no index, no wildcard),
 * the build's precompressed .br/.gz twins when the browser takes them (owner-ui writes them,
 * see its vite.config.ts), and the cache headers above.
 */
export function frontEndStaticOptions(root: string, prefix: string) {
  return {
    root,
    prefix,
    decorateReply: false,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response: ServerResponse, path: string) => response.setHeader('cache-control', cacheControlFor(path)),
  };
}
