import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlFor } from './static-files';
import { PageReply, SpaFallback } from './spa-fallback';

/** A reply that records what the fallback sends. */
function recorder() {
  const sent: { status?: number; headers: Record<string, string>; body?: string } = { headers: {} };
  const reply: PageReply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: string) {
      sent.body = body;
      return reply;
    },
  };
  return { reply, sent };
}

describe('the single-page apps fallback', () => {
  const owner = mkdtempSync(join(tmpdir(), 'paani-owner-'));
  const admin = mkdtempSync(join(tmpdir(), 'paani-admin-'));
  writeFileSync(join(owner, 'index.html'), 'owner app');
  writeFileSync(join(owner, 'rider.html'), 'rider app');
  writeFileSync(join(owner, 'customer.html'), 'customer page');
  writeFileSync(join(admin, 'index.html'), 'console');
  const fallback = new SpaFallback({ owner, admin });
  const page = (url: string, method = 'GET') => {
    const { reply, sent } = recorder();
    const served = fallback.serve({ method, url }, reply);
    return served ? sent.body : null;
  };

  it("serves the rider's page for /rider and below, the console's under /super-admin, the owner app's elsewhere", () => {
    expect(page('/rider')).toBe('rider app');
    expect(page('/rider/')).toBe('rider app');
    expect(page('/rider/today?x=1')).toBe('rider app');
    expect(page('/rider', 'HEAD')).toBe('rider app');
    // Not the rider's: an owner screen whose path only starts with the same letters.
    expect(page('/rider-days')).toBe('owner app');
    expect(page('/c/AbCdEfGhIjKlMnOpQrStUv')).toBe('customer page');
    expect(page('/c')).toBe('owner app');
    expect(page('/customers')).toBe('owner app');
    expect(page('/filter-owner/rider-days')).toBe('owner app');
    expect(page('/login')).toBe('owner app');
    expect(page('/super-admin/tenants')).toBe('console');
  });

  it('serves no page for a file name, nor for a write', () => {
    expect(page('/rider/sw.js')).toBeNull();
    expect(page('/assets/rider-0123abcd.js')).toBeNull();
    expect(page('/rider', 'POST')).toBeNull();
  });

  it('has every page asked for again on each load, the hashed files kept a year', () => {
    expect(cacheControlFor(join(owner, 'rider.html'))).toBe('no-cache');
    expect(cacheControlFor(join(owner, 'rider.html.br'))).toBe('no-cache');
    expect(cacheControlFor(join(owner, 'index.html'))).toBe('no-cache');
    expect(cacheControlFor(join(owner, 'assets', 'rider-0123abcd.js'))).toBe('public, max-age=31536000, immutable');
  });
});
