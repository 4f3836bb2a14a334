import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A path naming a file (/sw.js, /assets/old-chunk.js, /favicon.ico) that is not there is a 404,
// never the app's HTML: a service worker or a module answered with HTML breaks the app instead of failing.
const FILE_PATH = /\/[^/]+\.(js|mjs|css|map|json|webmanifest|png|jpe?g|svg|ico|webp|woff2?|ttf|txt|xml|br|gz)$/i;

/** The two single-page apps' index pages, served for any unknown non-API GET path that does not name a file. */
@Injectable()
export class SpaFallback {
  private readonly pages = new Map<string, string | null>();

  constructor(private readonly roots: { owner: string; admin: string }) {}

  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    if (FILE_PATH.test(path)) return false;
    const root = path === '/super-admin' || path.startsWith('/super-admin/') ? this.roots.admin : this.roots.owner;
    const page = this.page(root);
    if (page === null) return false;
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    return true;
  }

  private page(root: string): string | null {
    if (!this.pages.has(root)) {
      const file = join(root, 'index.html');
      this.pages.set(root, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return this.pages.get(root) ?? null;
  }
}
