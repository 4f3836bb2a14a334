import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The browser's fetch, recorded: each call's headers, answered with an envelope (or never, until aborted). */
function recordFetch(answer: (call: number, signal: AbortSignal) => Promise<Response>) {
  const calls: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push({ ...(init.headers as Record<string, string>) });
      return answer(calls.length, init.signal as AbortSignal);
    }),
  );
  return calls;
}

const ok = () => Promise.resolve(new Response(JSON.stringify({ success: true, data: null, message: 'OK' }), { status: 200 }));
const never = (signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('api client: Idempotency-Key', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a fresh UUID key on every POST, and none on GET, PUT and DELETE', async () => {
    const calls = recordFetch(() => ok());
    await api.post('/filter-owner/areas', { name: 'Gulberg' });
    await api.post('/filter-owner/areas', { name: 'Gulberg' });
    await api.get('/filter-owner/areas');
    await api.put('/filter-owner/areas/1', { name: 'Johar' });
    await api.delete('/filter-owner/areas/1');
    const keys = calls.map((headers) => headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps the same key when it retries a POST after a time-out', async () => {
    const calls = recordFetch((call, signal) => (call === 1 ? never(signal) : ok()));
    await api.post('/filter-owner/areas', { name: 'Gulberg' }, { timeoutMs: 20 });
    expect(calls).toHaveLength(2);
    expect(calls[0]['idempotency-key']).toMatch(UUID_V4);
    expect(calls[1]['idempotency-key']).toBe(calls[0]['idempotency-key']);
  });

  it('still makes a UUID key where crypto.randomUUID is missing (plain-http origins)', async () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const calls = recordFetch(() => ok());
      await api.post('/filter-owner/areas', { name: 'Gulberg' });
      expect(calls[0]['idempotency-key']).toMatch(UUID_V4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
