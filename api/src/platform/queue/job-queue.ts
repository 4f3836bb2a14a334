import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, JobsOptions, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';
import { REDIS } from './redis-connection';

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
  process(data: Data, report: { progress(value: number): Promise<void> }): Promise<Result>;
  attempts?: number;
  backoffMs?: number;
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
  private readonly local = new Map<string, JobView>();
  private runWorkers = true;

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

  define(definition: JobDefinition): void {
    this.definitions.set(definition.queue, definition);
    if (!this.redis) return;
    const connection = this.connection(this.redis);
    this.queues.set(definition.queue, new Queue(definition.queue, { connection, prefix: this.config.QUEUE_PREFIX }));
  }

  /** Starts the BullMQ workers for every defined queue (no-op without Redis). */
  startWorkers(): void {
    if (!this.redis || !this.runWorkers) return;
    for (const definition of this.definitions.values()) {
      const worker = new Worker(
        definition.queue,
        (job: Job) =>
          runInContext({ source: 'job', requestId: `${definition.queue}:${job.id}` }, () =>
            definition.process(job.data, { progress: (value) => job.updateProgress(value) }),
          ),
        { connection: this.connection(this.redis), prefix: this.config.QUEUE_PREFIX, concurrency: 2 },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn({ queue: definition.queue, jobId: job?.id, err: error.message }, 'Job attempt failed'),
      );
      this.workers.push(worker);
    }
  }

  private connection(redis: Redis): Redis {
    const connection = redis.duplicate({ maxRetriesPerRequest: null });
    this.connections.push(connection);
    return connection;
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
      const job = await bull.add(queue, data, {
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
        ...options,
      });
      return `${queue}:${job.id}`;
    }
    return this.runLocally(definition, data, attempts, backoffMs);
  }

  async get(jobId: string): Promise<JobView | null> {
    const [queue, id] = splitJobId(jobId);
    const bull = this.queues.get(queue);
    if (!bull) return this.local.get(jobId) ?? null;
    const job = await bull.getJob(id);
    if (!job) return null;
    const state = (await job.getState()) as JobState;
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
        view.result = await runInContext({ source: 'job', requestId: jobId }, () =>
          definition.process(data, { progress: async (value) => void (view.progress = value) }),
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

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
