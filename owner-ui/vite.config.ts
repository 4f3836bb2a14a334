/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const OUT_DIR = 'dist';
// The rider's app is an entry of its own (rider.html, served for /rider): its chunks are the only
// ones the service worker precaches, so a rider on slow data downloads the rider app once and not
// every owner screen. The rider's Urdu words too (a chunk fetched when Urdu is chosen, with the
// Urdu font's style sheet), so a rider can switch with no network; and the phone's storage code
// (Dexie, loaded after the sheet is drawn), which an offline opening needs at once.
const RIDER_ENTRIES = ['rider.html', 'src/features/rider/ur-words.ts', 'src/api/rider/dexie-db.ts'];
// The entries' pages the rider's worker never keeps: the owner app and the customer's page (/c/{token}).
const OTHER_PAGES = ['index.html', 'customer.html'];

/** The rider entries' chunks, with everything they import statically (from Vite's manifest). */
function riderShellFiles(): Set<string> {
  const manifestFile = join(OUT_DIR, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build.manifest must be on`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[]; assets?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    // The Urdu font's files (woff2: every browser the app supports takes it), for Urdu with no network.
    chunk.assets?.filter((asset) => asset.endsWith('.woff2')).forEach((asset) => files.add(asset));
    chunk.imports?.forEach(visit);
  };
  RIDER_ENTRIES.forEach(visit);
  return files;
}

/**
 * Writes a .br and a .gz beside each built script, style sheet and page, which the API sends to
 * browsers that accept them (@fastify/static preCompressed): a phone on 2G/3G downloads a fifth
 * of the bytes, compressed once at build time at the best level instead of on every request.
 */
function precompress(): Plugin {
  return {
    name: 'paani-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|webmanifest)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
        if (source.length < 1024) continue;
        const path = join(options.dir ?? OUT_DIR, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** In development, /rider and /rider/* are the rider's entry, as the API serves them (api/src/platform/http/spa-fallback.ts). */
function riderEntryInDev(): Plugin {
  return {
    name: 'paani-rider-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/rider(\/[^.]*)?(\?.*)?$/.test(request.url)) request.url = '/rider.html';
        next();
      });
    },
  };
}

/**
 * In development, /c/{token} is the customer's page (customer.html), a third entry: plain DOM and
 * no React, for a customer's cheap phone on slow data. Never precached by the rider's worker.
 */
function customerEntryInDev(): Plugin {
  return {
    name: 'paani-customer-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/c\/[^/.?]+\/?(\?.*)?$/.test(request.url)) request.url = '/customer.html';
        next();
      });
    },
  };
}

/**
 * The customer's page is not the rider's app: no link to the rider's web manifest (which the PWA
 * plugin adds to every page), so "Add to Home screen" keeps the customer's /c/{token}, not /rider.
 */
function customerPageWithoutManifest(): Plugin {
  return {
    name: 'paani-customer-no-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.path.endsWith('/customer.html') ? html.replace(/\s*<link rel="manifest"[^>]*>/, '') : html),
    },
  };
}

const manifest: Partial<ManifestOptions> = {
  name: 'Paani',
  short_name: 'Paani',
  description: 'Paani: deliveries, returns and cash of the day, also without a network',
  id: '/rider',
  start_url: '/rider',
  scope: '/rider',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#0277bd',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

// The API serves dist/ at /; in development Vite serves the app and forwards /api to the API.
export default defineConfig({
  plugins: [
    react(),
    riderEntryInDev(),
    customerEntryInDev(),
    precompress(),
    // The rider pages are an installable app that opens without a network. The service worker is
    // registered by the rider's entry with scope /rider (features/rider/rider-app.ts), so it never
    // controls the owner's screens or the console; it caches the app's files only, never /api
    // (the rider's data lives in IndexedDB, api/rider/offline-db.ts).
    VitePWA({
      injectRegister: false,
      scope: '/rider',
      manifest,
      includeAssets: ['icons/apple-touch-icon.png'],
      workbox: {
        // The manifest and its icons are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,woff2}'],
        // Only the rider's shell (the owner app's index.html and chunks, and the customer's page,
        // customer.html and its chunks, are outside the worker's scope).
        manifestTransforms: [
          async (entries) => {
            const shell = riderShellFiles();
            const keep = entries.filter((entry) =>
              entry.url.startsWith('assets/') ? shell.has(entry.url) : !OTHER_PAGES.includes(entry.url),
            );
            return { manifest: keep, warnings: [] };
          },
        ],
        // Offline, a navigation to /rider is answered with the rider's entry, as the server does.
        navigateFallback: 'rider.html',
        navigateFallbackAllowlist: [/^\/rider(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//, /^\/super-admin(\/|$)/],
        runtimeCaching: [
          {
            // Hashed file names: a name never changes content, so the cache can answer first.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'paani-assets', expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        inlineWorkboxRuntime: true,
      },
    }),
    customerPageWithoutManifest(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    // Three pages: the owner app (index.html), the rider's app (rider.html, for /rider) and the
    // customer's own page (customer.html, for /c/{token}).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        rider: fileURLToPath(new URL('./rider.html', import.meta.url)),
        customer: fileURLToPath(new URL('./customer.html', import.meta.url)),
      },
    },
    chunkSizeWarningLimit: 900,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs the files one at a time.
    maxWorkers: availableParallelism(),
  },
});
