import { describe, expect, it, vi } from 'vitest';
import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache (the 5-minute employee cache)', () => {
  it('answers from the cache until the time is up, then loads again', async () => {
    let now = 0;
    const cache = new ExpiringCache<number, string>(5 * 60_000, () => now);
    const load = vi.fn(async () => `load ${load.mock.calls.length}`);
    expect(await cache.get(1, load)).toBe('load 1');
    now = 5 * 60_000 - 1;
    expect(await cache.get(1, load)).toBe('load 1');
    now = 5 * 60_000;
    expect(await cache.get(1, load)).toBe('load 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is emptied by clear (any employee change) and keeps no failure', async () => {
    const cache = new ExpiringCache<number, string>(60_000);
    const load = vi.fn(async () => 'fresh');
    await cache.get(1, load);
    cache.clear();
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get(2, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await cache.get(2, load)).toBe('fresh');
  });
});
