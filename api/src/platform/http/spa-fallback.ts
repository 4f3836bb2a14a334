import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

// A path naming a file (/sw.js, /assets/old-chunk.js, /favicon.ico) that is not there is a 404,
// never the app's HTML: a service worker or a module answered with HTML breaks the app instead of failing.
const FILE_PATH = /\/[^/]+\.(js|mjs|css|map|json|webmanifest|png|jpe?g|svg|ico|webp|woff2?|ttf|txt|xml|br|gz)$/i;

// The rider's app is the owner front end's second page (owner-ui/rider.html), for /rider and below.
const RIDER_PATH = /^\/rider(\/|$)/;
// A customer's own page is its third (owner-ui/customer.html), for /c/{token}: a few KB, none of the owner app.
const CUSTOMER_PATH = /^\/c\/[^/]+$/;

/** The owner front end's page for a path: the rider's, a customer's, or the owner app's. */
const ownerPage = (path: string) => (RIDER_PATH.test(path) ? 'rider.html' : CUSTOMER_PATH.test(path) ? 'customer.html' : 'index.html');

/** What the fallback does with a reply: a status, headers and a body, chained as Fastify's reply does. */
export interface PageReply {
  status(code: number): PageReply;
  header(name: string, value: string): PageReply;
  send(body: string): unknown;
}

/**
 * The single-page apps' pages, served for any unknown non-API GET path that does not name a file:
 * the console's index.html under /super-admin, the rider's rider.html under /rider, a customer's
 * customer.html for /c/{token}, else the owner app's index.html.
 */
@Injectable()
export class SpaFallback {
  private readonly pages = new Map<string, string | null>();

  constructor(private readonly roots: { owner: string; admin: string }) {}

  serve(request: Pick<FastifyRequest, 'method' | 'url'>, reply: PageReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    if (FILE_PATH.test(path)) return false;
    const page =
      path === '/super-admin' || path.startsWith('/super-admin/')
        ? this.page(join(this.roots.admin, 'index.html'))
        : this.page(join(this.roots.owner, ownerPage(path)));
    if (page === null) return false;
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    return true;
  }

  private page(file: string): string | null {
    if (!this.pages.has(file)) this.pages.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
    return this.pages.get(file) ?? null;
  }
}
