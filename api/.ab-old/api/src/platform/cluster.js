"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.runCluster = runCluster;
const common_1 = require("@nestjs/common");
const node_cluster_1 = __importDefault(require("node:cluster"));
const embedded_database_1 = require("./database/embedded-database");
const redis_connection_1 = require("./queue/redis-connection");
const node_path_1 = require("node:path");
/**
 * Runs the HTTP server in `count` processes sharing one port (node's cluster module). The primary
 * only owns what must exist once: the embedded PostgreSQL (when no DATABASE_URL is given) and the
 * signing secret; each worker is an ordinary `main.ts` start against them. Seeding and migrations
 * already take advisory locks, so workers may start together. Without Redis the job queue and
 * the sign-in limiter live in process memory, which several processes could not share: then one
 * process serves.
 */
async function runCluster(config, count) {
    const logger = new common_1.Logger('Cluster');
    const redis = await (0, redis_connection_1.connectRedis)(config.REDIS_URL).catch(() => null);
    redis?.disconnect();
    if (!redis) {
        logger.warn('Redis is not reachable: serving from one process (jobs and limits would not be shared).');
        count = 1;
    }
    const embedded = config.DATABASE_URL ? null : await (0, embedded_database_1.startEmbeddedDatabase)((0, node_path_1.join)(config.DATA_DIR));
    if (embedded)
        logger.log(`Embedded PostgreSQL running, data under ${(0, node_path_1.resolve)(config.DATA_DIR, 'pg')}`);
    const env = {
        DATABASE_URL: config.DATABASE_URL ?? embedded.url,
        JWT_SECRET: config.JWT_SECRET,
    };
    let stopping = false;
    const started = new Map();
    const fork = () => {
        const worker = node_cluster_1.default.fork(env);
        started.set(worker.id, Date.now());
        return worker;
    };
    node_cluster_1.default.on('exit', (worker, code) => {
        if (stopping)
            return;
        // A worker that dies within seconds of starting would die again: stop rather than spin.
        const lived = Date.now() - (started.get(worker.id) ?? 0);
        if (lived < 10_000) {
            logger.error(`An HTTP worker exited with code ${code} right after starting; stopping.`);
            void stop(1);
            return;
        }
        logger.warn(`An HTTP worker exited with code ${code}; starting another.`);
        fork();
    });
    const stop = async (exitCode) => {
        stopping = true;
        const workers = Object.values(node_cluster_1.default.workers ?? {}).filter((w) => Boolean(w));
        await Promise.all(workers.map((worker) => new Promise((done) => worker.once('exit', () => done()).process.kill('SIGTERM'))));
        await embedded?.stop();
        process.exit(exitCode);
    };
    process.once('SIGINT', () => void stop(0));
    process.once('SIGTERM', () => void stop(0));
    logger.log(`Starting ${count} HTTP worker process${count === 1 ? '' : 'es'} on port ${config.PORT}`);
    for (let i = 0; i < count; i += 1)
        fork();
}
//# sourceMappingURL=cluster.js.map