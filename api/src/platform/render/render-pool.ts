import { OnApplicationShutdown } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { DomainError } from '../domain/domain-error';
import type { RendererRegistry } from './render-messages';
import { RenderTask, RenderThread } from './render-thread';

export interface RenderPoolOptions {
  /** Threads at most, started when first needed and kept. */
  threads: number;
  /** Documents waiting for a thread at most; one more is refused (503) rather than queued for minutes. */
  queueLimit: number;
  /** How long one document may take once a thread has started it; then the thread is ended and the caller gets a 503. */
  timeoutMs: number;
}

/**
 * Leave a core to the HTTP process (on 2 cores, one thread), and never more than 2: documents are
 * asked for one at a time by people, and a month-end run renders through here 3 at a time.
 */
export const RENDER_POOL_DEFAULTS: RenderPoolOptions = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queueLimit: 32,
  timeoutMs: 30_000,
};

export const RENDER_QUEUE_FULL = 'Too many documents are being made right now. Please try again in a moment.';
export const RENDER_TIMED_OUT = 'The document took too long to make. Please try again, or ask for a shorter period.';
export const RENDER_POOL_CLOSED = 'The server is shutting down; the document was not made.';

/**
 * Documents (PDFs, workbooks) made in worker threads, so that laying one out (50 ms to a second
 * of synchronous work) never stalls the event loop that answers everyone else. The caller sends
 * plain data already read from the database and a renderer's name in `registry` (a module that
 * exports `RENDERERS`, loaded by each thread); it gets the bytes back, moved, not copied. A failed
 * render rejects with the thread's error; a full queue, a timeout or shutdown with a 503.
 */
export class RenderPool<R extends RendererRegistry> implements OnApplicationShutdown {
  private readonly options: RenderPoolOptions;
  private readonly threads = new Set<RenderThread>();
  private readonly idle: RenderThread[] = [];
  private readonly waiting: RenderTask[] = [];
  private closed = false;

  constructor(
    private readonly registry: string,
    options: Partial<RenderPoolOptions> = {},
  ) {
    this.options = { ...RENDER_POOL_DEFAULTS, ...options };
  }

  render<N extends keyof R & string>(renderer: N, input: Parameters<R[N]>[0]): Promise<Buffer> {
    if (this.closed) return Promise.reject(new DomainError('unavailable', RENDER_POOL_CLOSED));
    if (this.waiting.length >= this.options.queueLimit) return Promise.reject(new DomainError('unavailable', RENDER_QUEUE_FULL));
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ renderer, input, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends the threads; documents still waiting or being made are refused. */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const closed = () => new DomainError('unavailable', RENDER_POOL_CLOSED);
    for (const task of this.waiting.splice(0)) task.reject(closed());
    await Promise.all([...this.threads].map((thread) => thread.terminate(closed())));
  }

  /** Hands waiting documents to idle threads, starting threads up to the limit. */
  private dispatch(): void {
    while (this.waiting.length > 0 && !this.closed) {
      const thread = this.idle.pop() ?? (this.threads.size < this.options.threads ? this.start() : undefined);
      if (!thread) return;
      thread.run(this.waiting.shift()!);
    }
  }

  private start(): RenderThread {
    const thread = new RenderThread(
      this.registry,
      {
        idle: (free) => {
          this.idle.push(free);
          this.dispatch();
        },
        gone: (stopped) => {
          this.threads.delete(stopped);
          const at = this.idle.indexOf(stopped);
          if (at >= 0) this.idle.splice(at, 1);
          this.dispatch();
        },
      },
      { timeoutMs: this.options.timeoutMs, timeoutError: () => new DomainError('unavailable', RENDER_TIMED_OUT) },
    );
    this.threads.add(thread);
    return thread;
  }
}
