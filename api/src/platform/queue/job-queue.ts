import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, JobsOptions, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';
import { DomainError } from '../domain/domain-error';
import { ERROR_CODES } from '../domain/error-codes';
import { producerConnection, REDIS, redisIsReady, workerConnection } from './redis-connection';

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

export interface JobView {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  attempts_made: number;
  max_attempts: number;
  result: unknown;
  failed_reason: string | null;
  created_at: string | null;
  finished_at: string | null;
}

export interface JobDefinition<Data = any, Result = any> {
  /** One queue per job kind. */
  queue: string;
  /** `report.jobId` is the id `get` knows this job by. */
  process(data: Data, report: { progress(value: number): Promise<void>; jobId: string }): Promise<Result>;
  attempts?: number;
  backoffMs?: number;
  /**
   * Without Redis a job lives in its process's memory and dies with it: the data of the jobs of
   * this queue left unfinished (read from the state the jobs keep themselves), queued again when
   * the API starts. With Redis, BullMQ takes a dead process's jobs up again (stalled jobs).
   */
  unfinished?(): Promise<Data[]>;
}

/** One job attempt that ended: a failed one may be retried. */
export interface JobAttempt {
  queue: string;
  result: 'completed' | 'failed';
  seconds: number;
}

/** How many jobs of one queue are in each state that needs watching (the metrics' queue gauges). */
export interface QueueDepth {
  queue: string;
  /** Waiting to run: waiting, prioritized or paused. */
  waiting: number;
  active: number;
  /** Waiting for a retry's backoff (or a job's chosen delay). */
  delayed: number;
  failed: number;
}

/** Under the 2 s a caller may wait for the queue, whatever BullMQ does inside. */
const QUEUE_CALL_TIMEOUT_MS = 1500;
const SHUTDOWN_TIMEOUT_MS = 5000;
/** One log line per this long while Redis is down, not one per failed call. */
const ERROR_LOG_INTERVAL_MS = 30_000;

export const QUEUE_UNAVAILABLE = 'The job queue is not available right now (Redis does not answer). Please try again shortly.';

function queueUnavailable(): DomainError {
  return new DomainError('unavailable', QUEUE_UNAVAILABLE, { code: ERROR_CODES.queueUnavailable });
}

/** A job's id is `queue:id`, so a job can be found again from its id alone. */
function splitJobId(jobId: string): [string, string] {
  const at = jobId.indexOf(':');
  return at < 0 ? ['', jobId] : [jobId.slice(0, at), jobId.slice(at + 1)];
}

/**
 * BullMQ queues on Redis when Redis answers; otherwise the same jobs run in this process, with
 * the same retries, and their state is kept in memory (said in the log at start).
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  /** BullMQ never closes a connection it was handed, so the ones made here are closed here. */
  private readonly connections: Redis[] = [];
  /** Shared by every queue: enqueueing, job lookups and the board, all bounded like the command connection. */
  private producer: Redis | null = null;
  private readonly local = new Map<string, JobView>();
  private readonly attemptListeners: ((attempt: JobAttempt) => void)[] = [];
  private runWorkers = true;
  private lastErrorLog = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly config: AppConfig,
  ) {}

  get mode(): 'redis' | 'in-process' {
    return this.redis ? 'redis' : 'in-process';
  }

  /** The HTTP process of a split deployment leaves the jobs to `npm run worker`. */
  setRunWorkers(run: boolean): void {
    this.runWorkers = run;
  }

  /** Whether queue calls can be answered now; false while Redis is down (and in-process mode needs none). */
  get available(): boolean {
    return !this.producer || redisIsReady(this.producer);
  }

  define(definition: JobDefinition): void {
    this.definitions.set(definition.queue, definition);
    if (!this.redis) return;
    if (!this.producer) {
      this.producer = producerConnection(this.redis);
      this.connections.push(this.producer);
    }
    const queue = new Queue(definition.queue, { connection: this.producer, prefix: this.config.QUEUE_PREFIX });
    queue.on('error', (error) => this.logRedisError(definition.queue, error));
    this.queues.set(definition.queue, queue);
  }

  /**
   * Runs a queue call within QUEUE_CALL_TIMEOUT_MS or refuses with 503: refused at once while
   * the connection is down, given up when Redis stops answering mid-call.
   */
  async bounded<T>(call: () => Promise<T>): Promise<T> {
    if (!this.available) throw queueUnavailable();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        call(),
        new Promise<never>((_, fail) => {
          timer = setTimeout(() => fail(queueUnavailable()), QUEUE_CALL_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logRedisError('queue call', error as Error);
      throw queueUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  private logRedisError(where: string, error: Error): void {
    if (Date.now() - this.lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLog = Date.now();
    this.logger.warn({ where, err: error.message }, 'Redis call failed; jobs wait until Redis answers again');
  }

  /** Starts the BullMQ workers for every defined queue; without Redis, queues again what a dead process left unfinished. */
  startWorkers(): void {
    if (!this.redis) return this.resumeUnfinished();
    if (!this.runWorkers) return;
    for (const definition of this.definitions.values()) {
      const worker = new Worker(
        definition.queue,
        (job: Job) =>
          this.attempt(definition.queue, `${definition.queue}:${job.id}`, () =>
            definition.process(job.data, { progress: (value) => job.updateProgress(value), jobId: `${definition.queue}:${job.id}` }),
          ),
        {
          connection: this.workerConnection(this.redis),
          prefix: this.config.QUEUE_PREFIX,
          concurrency: 2,
          // A dead worker's job is taken up again once its lock (30 s) has lapsed and a stall
          // check sees it: checking every 10 s instead of BullMQ's 30 resumes a month-end run cut
          // by a crash within about 40 s instead of 60 to 90 (the crash test), for a cheap call.
          stalledInterval: 10_000,
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn({ queue: definition.queue, jobId: job?.id, err: error.message }, 'Job attempt failed'),
      );
      worker.on('error', (error) => this.logRedisError(definition.queue, error));
      this.workers.push(worker);
    }
  }

  /**
   * In-process, a job whose process was killed was lost with it: a month-end run stayed `running`
   * for ever, and starting its month again answered that run (the crash test). Only the API calls
   * this (through startWorkers), never a command-line tool, and in-process there is one API process.
   */
  private resumeUnfinished(): void {
    for (const definition of this.definitions.values()) {
      definition.unfinished?.().then(
        (jobs) => {
          for (const data of jobs) void this.enqueue(definition.queue, data);
          if (jobs.length > 0) this.logger.warn({ queue: definition.queue, jobs: jobs.length }, 'Unfinished jobs queued again');
        },
        (error: Error) => this.logger.warn({ queue: definition.queue, err: error.message }, 'Unfinished jobs were not looked for'),
      );
    }
  }

  private workerConnection(redis: Redis): Redis {
    const connection = workerConnection(redis);
    this.connections.push(connection);
    return connection;
  }

  /**
   * Each defined queue's jobs by state, now. With Redis, read from it (bounded like every queue
   * call: refused while Redis is down, so no number is guessed) and shared by every process. Without
   * it, counted in this process's memory, which holds the jobs it was given since it started: its
   * `failed` is every job that failed here since then, where Redis keeps failed jobs 30 days.
   */
  async depths(): Promise<QueueDepth[]> {
    if (this.queues.size === 0) return [...this.definitions.keys()].map((queue) => this.localDepth(queue));
    return this.bounded(() =>
      Promise.all(
        [...this.queues.entries()].map(async ([queue, bull]) => {
          const counts = await bull.getJobCounts('waiting', 'prioritized', 'paused', 'active', 'delayed', 'failed');
          const count = (state: string) => counts[state] ?? 0;
          return {
            queue,
            waiting: count('waiting') + count('prioritized') + count('paused'),
            active: count('active'),
            delayed: count('delayed'),
            failed: count('failed'),
          };
        }),
      ),
    );
  }

  private localDepth(queue: string): QueueDepth {
    const depth: QueueDepth = { queue, waiting: 0, active: 0, delayed: 0, failed: 0 };
    for (const view of this.local.values()) {
      if (view.name !== queue) continue;
      if (view.state === 'waiting' || view.state === 'active' || view.state === 'delayed' || view.state === 'failed')
        depth[view.state] += 1;
    }
    return depth;
  }

  bullQueues(): Queue[] {
    return [...this.queues.values()];
  }

  async enqueue(queue: string, data: unknown, options: JobsOptions = {}): Promise<string> {
    const definition = this.definitions.get(queue);
    if (!definition) throw new Error(`No job is defined for queue ${queue}`);
    const attempts = definition.attempts ?? 3;
    const backoffMs = definition.backoffMs ?? 1000;
    const bull = this.queues.get(queue);
    if (bull) {
      const job = await this.bounded(() =>
        bull.add(queue, data, {
          attempts,
          backoff: { type: 'exponential', delay: backoffMs },
          removeOnComplete: { age: 7 * 24 * 3600 },
          removeOnFail: { age: 30 * 24 * 3600 },
          ...options,
        }),
      );
      return `${queue}:${job.id}`;
    }
    return this.runLocally(definition, data, attempts, backoffMs);
  }

  async get(jobId: string): Promise<JobView | null> {
    const [queue, id] = splitJobId(jobId);
    const bull = this.queues.get(queue);
    if (!bull) return this.local.get(jobId) ?? null;
    const found = await this.bounded(async () => {
      // The state first, then the job: a job read before its state could be the copy from just
      // before it completed (state 'completed', no result yet).
      const state = (await bull.getJobState(id)) as JobState;
      const job = await bull.getJob(id);
      return job ? { job, state } : null;
    });
    if (!found) return null;
    const { job, state } = found;
    return {
      id: jobId,
      name: job.name,
      state: ['waiting', 'active', 'completed', 'failed', 'delayed'].includes(state)
        ? state
        : state === ('prioritized' as string)
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

  /** Tells `listener` of every job attempt this process runs: its queue, how it ended and how long it took (the job metrics). */
  onAttemptFinished(listener: (attempt: JobAttempt) => void): void {
    this.attemptListeners.push(listener);
  }

  /** One attempt of a job, in its own context, timed for the listeners. */
  private async attempt<T>(queue: string, requestId: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let result: JobAttempt['result'] = 'failed';
    try {
      const value = await runInContext({ source: 'job', requestId }, work);
      result = 'completed';
      return value;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of this.attemptListeners) listener({ queue, result, seconds });
    }
  }

  private runLocally(definition: JobDefinition, data: unknown, attempts: number, backoffMs: number): string {
    const jobId = `${definition.queue}:${randomUUID()}`;
    const view: JobView = {
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
    const attempt = async (): Promise<void> => {
      view.state = 'active';
      try {
        view.result = await this.attempt(definition.queue, jobId, () =>
          definition.process(data, { progress: async (value) => void (view.progress = value), jobId }),
        );
        view.attempts_made += 1;
        view.state = 'completed';
        view.finished_at = new Date().toISOString();
      } catch (error) {
        view.attempts_made += 1;
        view.failed_reason = (error as Error).message;
        if (view.attempts_made < attempts) {
          view.state = 'delayed';
          setTimeout(() => void attempt(), backoffMs * 2 ** (view.attempts_made - 1)).unref();
        } else {
          view.state = 'failed';
          view.finished_at = new Date().toISOString();
        }
      }
    };
    setImmediate(() => void attempt());
    return jobId;
  }

  /** Closes gracefully when Redis answers; with Redis down, gives up after SHUTDOWN_TIMEOUT_MS and drops the connections. */
  async onApplicationShutdown(): Promise<void> {
    const close = async () => {
      await Promise.all(this.workers.map((w) => w.close()));
      await Promise.all([...this.queues.values()].map((q) => q.close()));
      await Promise.all(this.connections.map((c) => c.quit().catch(() => undefined)));
    };
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([close(), new Promise((done) => (timer = setTimeout(done, SHUTDOWN_TIMEOUT_MS)))]).catch(() => undefined);
    clearTimeout(timer);
    for (const connection of this.connections) connection.disconnect();
  }
}
