import Redis from 'ioredis';

export const REDIS = Symbol('REDIS');
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * Redis when it answers, null otherwise. An explicit REDIS_URL that does not answer is a
 * configuration error; the implicit local default is only a convenience.
 */
export async function connectRedis(url: string | undefined): Promise<Redis | null> {
  const client = new Redis(url ?? LOCAL_REDIS, {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => (attempt > 3 && !url ? null : Math.min(attempt * 200, 2000)),
  });
  client.on('error', () => undefined);
  try {
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise((_, fail) => setTimeout(() => fail(new Error('timed out')), 1500)),
    ]);
    return client;
  } catch (error) {
    client.disconnect();
    if (url) throw new Error(`REDIS_URL does not answer: ${(error as Error).message}`);
    return null;
  }
}
