import Redis, { RedisOptions } from 'ioredis';
import { once } from 'node:events';

export const REDIS = Symbol('REDIS');
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const PROBE_TIMEOUT_MS = 1500;

/** The longest any request-path Redis call waits on a connection that stopped answering. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * The command connection (sign-in limiter, token channel, queue producers, health): a call is
 * refused at once while the connection is down (no offline queue), is not retried more than once
 * after a dropped connection, and gives up after REDIS_COMMAND_TIMEOUT_MS on a connection that
 * stopped answering. Reconnection itself never gives up, so everything recovers when Redis is back.
 */
const COMMAND_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

/**
 * Redis when it answers, null otherwise. An explicit REDIS_URL that does not answer is a
 * configuration error; the implicit local default is only a convenience.
 */
export async function connectRedis(url: string | undefined): Promise<Redis | null> {
  const client = new Redis(url ?? LOCAL_REDIS, COMMAND_OPTIONS);
  // The first failure to connect ends the probe (`once` rejects on 'error').
  const ready = once(client, 'ready');
  // Later connection errors surface as refused commands and in the health check, not as log noise.
  client.on('error', () => undefined);
  try {
    await Promise.race([
      ready.then(() => client.ping()),
      new Promise((_, fail) => setTimeout(() => fail(new Error('timed out')), PROBE_TIMEOUT_MS).unref()),
    ]);
    return client;
  } catch (error) {
    client.disconnect();
    if (url) throw new Error(`REDIS_URL does not answer: ${(error as Error).message}`);
    return null;
  }
}

/** Whether a call on this connection can be answered now (a down connection refuses at once). */
export function redisIsReady(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** A producer connection for a BullMQ queue: as bounded as the command connection. */
export function producerConnection(redis: Redis): Redis {
  const connection = redis.duplicate();
  connection.on('error', () => undefined);
  return connection;
}

/**
 * A BullMQ worker's connection: BullMQ requires maxRetriesPerRequest null there, and its blocking
 * reads wait longer than any command timeout. Only background work runs on it, so it may wait
 * out an outage.
 */
export function workerConnection(redis: Redis): Redis {
  const connection = redis.duplicate({
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    commandTimeout: undefined,
  });
  connection.on('error', () => undefined);
  return connection;
}
