"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cacheControlFor = cacheControlFor;
exports.frontEndStaticOptions = frontEndStaticOptions;
const node_path_1 = require("node:path");
/** Files whose name never changes while their content does: every browser and cache must ask again. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'index.html', 'rider.html', 'registerSW.js']);
/**
 * Cache headers for a front end's built files. Vite's /assets/ names carry a content hash, so a
 * year and `immutable`; the service worker, the web manifest and the HTML are asked for again on
 * each load (`no-cache`), or a phone would keep an old service worker and its old app for a day.
 */
function cacheControlFor(path) {
    const name = (0, node_path_1.basename)(path).replace(/\.(br|gz)$/, '');
    if (ALWAYS_REVALIDATE.has(name))
        return 'no-cache';
    if (path.includes(`${node_path_1.sep}assets${node_path_1.sep}`))
        return 'public, max-age=31536000, immutable';
    return 'public, max-age=3600';
}
/**
 * @fastify/static options for a built front end at `prefix`: files only (no index, no wildcard),
 * the build's precompressed .br/.gz twins when the browser takes them (owner-ui writes them,
 * see its vite.config.ts), and the cache headers above.
 */
function frontEndStaticOptions(root, prefix) {
    return {
        root,
        prefix,
        decorateReply: false,
        index: false,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, path) => response.setHeader('cache-control', cacheControlFor(path)),
    };
}
//# sourceMappingURL=static-files.js.map