"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.REDIS_COMMAND_TIMEOUT_MS = exports.REDIS = void 0;
exports.connectRedis = connectRedis;
exports.redisIsReady = redisIsReady;
exports.producerConnection = producerConnection;
exports.workerConnection = workerConnection;
const ioredis_1 = __importDefault(require("ioredis"));
const node_events_1 = require("node:events");
exports.REDIS = Symbol('REDIS');
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const PROBE_TIMEOUT_MS = 1500;
/** The longest any request-path Redis call waits on a connection that stopped answering. */
exports.REDIS_COMMAND_TIMEOUT_MS = 1000;
/**
 * The command connection (sign-in limiter, token channel, queue producers, health): a call is
 * refused at once while the connection is down (no offline queue), is not retried more than once
 * after a dropped connection, and gives up after REDIS_COMMAND_TIMEOUT_MS on a connection that
 * stopped answering. Reconnection itself never gives up, so everything recovers when Redis is back.
 */
const COMMAND_OPTIONS = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: exports.REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};
/**
 * Redis when it answers, null otherwise. An explicit REDIS_URL that does not answer is a
 * configuration error; the implicit local default is only a convenience.
 */
async function connectRedis(url) {
    const client = new ioredis_1.default(url ?? LOCAL_REDIS, COMMAND_OPTIONS);
    // The first failure to connect ends the probe (`once` rejects on 'error').
    const ready = (0, node_events_1.once)(client, 'ready');
    // Later connection errors surface as refused commands and in the health check, not as log noise.
    client.on('error', () => undefined);
    try {
        await Promise.race([
            ready.then(() => client.ping()),
            new Promise((_, fail) => setTimeout(() => fail(new Error('timed out')), PROBE_TIMEOUT_MS).unref()),
        ]);
        return client;
    }
    catch (error) {
        client.disconnect();
        if (url)
            throw new Error(`REDIS_URL does not answer: ${error.message}`);
        return null;
    }
}
/** Whether a call on this connection can be answered now (a down connection refuses at once). */
function redisIsReady(redis) {
    return redis.status === 'ready';
}
/** A producer connection for a BullMQ queue: as bounded as the command connection. */
function producerConnection(redis) {
    const connection = redis.duplicate();
    connection.on('error', () => undefined);
    return connection;
}
/**
 * A BullMQ worker's connection: BullMQ requires maxRetriesPerRequest null there, and its blocking
 * reads wait longer than any command timeout. Only background work runs on it, so it may wait
 * out an outage.
 */
function workerConnection(redis) {
    const connection = redis.duplicate({
        maxRetriesPerRequest: null,
        enableOfflineQueue: true,
        commandTimeout: undefined,
    });
    connection.on('error', () => undefined);
    return connection;
}
//# sourceMappingURL=redis-connection.js.map