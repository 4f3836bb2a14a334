"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.JobQueue = exports.QUEUE_UNAVAILABLE = void 0;
const common_1 = require("@nestjs/common");
const bullmq_1 = require("bullmq");
const node_crypto_1 = require("node:crypto");
const app_config_1 = require("../config/app-config");
const request_context_1 = require("../context/request-context");
const domain_error_1 = require("../domain/domain-error");
const redis_connection_1 = require("./redis-connection");
/** Under the 2 s a caller may wait for the queue, whatever BullMQ does inside. */
const QUEUE_CALL_TIMEOUT_MS = 1500;
const SHUTDOWN_TIMEOUT_MS = 5000;
/** One log line per this long while Redis is down, not one per failed call. */
const ERROR_LOG_INTERVAL_MS = 30_000;
exports.QUEUE_UNAVAILABLE = 'The job queue is not available right now (Redis does not answer). Please try again shortly.';
function queueUnavailable() {
    return new domain_error_1.DomainError('unavailable', exports.QUEUE_UNAVAILABLE, { code: 'QUEUE_UNAVAILABLE' });
}
/** A job's id is `queue:id`, so a job can be found again from its id alone. */
function splitJobId(jobId) {
    const at = jobId.indexOf(':');
    return at < 0 ? ['', jobId] : [jobId.slice(0, at), jobId.slice(at + 1)];
}
/**
 * BullMQ queues on Redis when Redis answers; otherwise the same jobs run in this process, with
 * the same retries, and their state is kept in memory (said in the log at start).
 */
let JobQueue = class JobQueue {
    redis;
    config;
    logger = new common_1.Logger('Jobs');
    definitions = new Map();
    queues = new Map();
    workers = [];
    /** BullMQ never closes a connection it was handed, so the ones made here are closed here. */
    connections = [];
    /** Shared by every queue: enqueueing, job lookups and the board, all bounded like the command connection. */
    producer = null;
    local = new Map();
    runWorkers = true;
    lastErrorLog = 0;
    constructor(redis, config) {
        this.redis = redis;
        this.config = config;
    }
    get mode() {
        return this.redis ? 'redis' : 'in-process';
    }
    /** The HTTP process of a split deployment leaves the jobs to `npm run worker`. */
    setRunWorkers(run) {
        this.runWorkers = run;
    }
    /** Whether queue calls can be answered now; false while Redis is down (and in-process mode needs none). */
    get available() {
        return !this.producer || (0, redis_connection_1.redisIsReady)(this.producer);
    }
    define(definition) {
        this.definitions.set(definition.queue, definition);
        if (!this.redis)
            return;
        if (!this.producer) {
            this.producer = (0, redis_connection_1.producerConnection)(this.redis);
            this.connections.push(this.producer);
        }
        const queue = new bullmq_1.Queue(definition.queue, { connection: this.producer, prefix: this.config.QUEUE_PREFIX });
        queue.on('error', (error) => this.logRedisError(definition.queue, error));
        this.queues.set(definition.queue, queue);
    }
    /**
     * Runs a queue call within QUEUE_CALL_TIMEOUT_MS or refuses with 503: refused at once while
     * the connection is down, given up when Redis stops answering mid-call.
     */
    async bounded(call) {
        if (!this.available)
            throw queueUnavailable();
        let timer;
        try {
            return await Promise.race([
                call(),
                new Promise((_, fail) => {
                    timer = setTimeout(() => fail(queueUnavailable()), QUEUE_CALL_TIMEOUT_MS);
                }),
            ]);
        }
        catch (error) {
            if (error instanceof domain_error_1.DomainError)
                throw error;
            this.logRedisError('queue call', error);
            throw queueUnavailable();
        }
        finally {
            clearTimeout(timer);
        }
    }
    logRedisError(where, error) {
        if (Date.now() - this.lastErrorLog < ERROR_LOG_INTERVAL_MS)
            return;
        this.lastErrorLog = Date.now();
        this.logger.warn({ where, err: error.message }, 'Redis call failed; jobs wait until Redis answers again');
    }
    /** Starts the BullMQ workers for every defined queue (no-op without Redis). */
    startWorkers() {
        if (!this.redis || !this.runWorkers)
            return;
        for (const definition of this.definitions.values()) {
            const worker = new bullmq_1.Worker(definition.queue, (job) => (0, request_context_1.runInContext)({ source: 'job', requestId: `${definition.queue}:${job.id}` }, () => definition.process(job.data, { progress: (value) => job.updateProgress(value) })), { connection: this.workerConnection(this.redis), prefix: this.config.QUEUE_PREFIX, concurrency: 2 });
            worker.on('failed', (job, error) => this.logger.warn({ queue: definition.queue, jobId: job?.id, err: error.message }, 'Job attempt failed'));
            worker.on('error', (error) => this.logRedisError(definition.queue, error));
            this.workers.push(worker);
        }
    }
    workerConnection(redis) {
        const connection = (0, redis_connection_1.workerConnection)(redis);
        this.connections.push(connection);
        return connection;
    }
    bullQueues() {
        return [...this.queues.values()];
    }
    async enqueue(queue, data, options = {}) {
        const definition = this.definitions.get(queue);
        if (!definition)
            throw new Error(`No job is defined for queue ${queue}`);
        const attempts = definition.attempts ?? 3;
        const backoffMs = definition.backoffMs ?? 1000;
        const bull = this.queues.get(queue);
        if (bull) {
            const job = await this.bounded(() => bull.add(queue, data, {
                attempts,
                backoff: { type: 'exponential', delay: backoffMs },
                removeOnComplete: { age: 7 * 24 * 3600 },
                removeOnFail: { age: 30 * 24 * 3600 },
                ...options,
            }));
            return `${queue}:${job.id}`;
        }
        return this.runLocally(definition, data, attempts, backoffMs);
    }
    async get(jobId) {
        const [queue, id] = splitJobId(jobId);
        const bull = this.queues.get(queue);
        if (!bull)
            return this.local.get(jobId) ?? null;
        const found = await this.bounded(async () => {
            // The state first, then the job: a job read before its state could be the copy from just
            // before it completed (state 'completed', no result yet).
            const state = (await bull.getJobState(id));
            const job = await bull.getJob(id);
            return job ? { job, state } : null;
        });
        if (!found)
            return null;
        const { job, state } = found;
        return {
            id: jobId,
            name: job.name,
            state: ['waiting', 'active', 'completed', 'failed', 'delayed'].includes(state)
                ? state
                : state === 'prioritized'
                    ? 'waiting'
                    : 'unknown',
            progress: typeof job.progress === 'number' ? job.progress : 0,
            attempts_made: job.attemptsMade,
            max_attempts: job.opts.attempts ?? 1,
            result: job.returnvalue ?? null,
            failed_reason: job.failedReason ?? null,
            created_at: job.timestamp ? new Date(job.timestamp).toISOString() : null,
            finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        };
    }
    runLocally(definition, data, attempts, backoffMs) {
        const jobId = `${definition.queue}:${(0, node_crypto_1.randomUUID)()}`;
        const view = {
            id: jobId,
            name: definition.queue,
            state: 'waiting',
            progress: 0,
            attempts_made: 0,
            max_attempts: attempts,
            result: null,
            failed_reason: null,
            created_at: new Date().toISOString(),
            finished_at: null,
        };
        this.local.set(jobId, view);
        const attempt = async () => {
            view.state = 'active';
            try {
                view.result = await (0, request_context_1.runInContext)({ source: 'job', requestId: jobId }, () => definition.process(data, { progress: async (value) => void (view.progress = value) }));
                view.attempts_made += 1;
                view.state = 'completed';
                view.finished_at = new Date().toISOString();
            }
            catch (error) {
                view.attempts_made += 1;
                view.failed_reason = error.message;
                if (view.attempts_made < attempts) {
                    view.state = 'delayed';
                    setTimeout(() => void attempt(), backoffMs * 2 ** (view.attempts_made - 1)).unref();
                }
                else {
                    view.state = 'failed';
                    view.finished_at = new Date().toISOString();
                }
            }
        };
        setImmediate(() => void attempt());
        return jobId;
    }
    /** Closes gracefully when Redis answers; with Redis down, gives up after SHUTDOWN_TIMEOUT_MS and drops the connections. */
    async onApplicationShutdown() {
        const close = async () => {
            await Promise.all(this.workers.map((w) => w.close()));
            await Promise.all([...this.queues.values()].map((q) => q.close()));
            await Promise.all(this.connections.map((c) => c.quit().catch(() => undefined)));
        };
        let timer;
        await Promise.race([close(), new Promise((done) => (timer = setTimeout(done, SHUTDOWN_TIMEOUT_MS)))]).catch(() => undefined);
        clearTimeout(timer);
        for (const connection of this.connections)
            connection.disconnect();
    }
};
exports.JobQueue = JobQueue;
exports.JobQueue = JobQueue = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_connection_1.REDIS)),
    __metadata("design:paramtypes", [Object, app_config_1.AppConfig])
], JobQueue);
//# sourceMappingURL=job-queue.js.map