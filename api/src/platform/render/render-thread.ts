import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderJob, RenderThreadData } from './render-messages';

/**
 * The app runs compiled JavaScript (api/dist), where the thread's entry is render-worker.js. The
 * jest suites run the TypeScript sources (through SWC, jest.config.js), and a thread has no jest
 * transform: there the thread first hooks `.ts` into require with SWC (@swc/core, a dev
 * dependency, resolved from the entry's folder), the same transform jest applies, then loads
 * render-worker.ts. So the tests render in a real thread too, from the code they check.
 */
const TYPESCRIPT_THREAD = `
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { workerData } = require('node:worker_threads');
const swc = createRequire(workerData.entry)('@swc/core');
const options = {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'commonjs' },
};
require.extensions['.ts'] = (module, filename) =>
  module._compile(swc.transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
require(workerData.entry);
`;

const ENTRY = join(__dirname, `render-worker${extname(__filename)}`);

function startWorker(registry: string): Worker {
  const workerData: RenderThreadData & { entry: string } = { registry, entry: ENTRY };
  return ENTRY.endsWith('.ts') ? new Worker(TYPESCRIPT_THREAD, { eval: true, workerData }) : new Worker(ENTRY, { workerData });
}

/** A document to make, and where its bytes or its failure go. */
export interface RenderTask {
  renderer: string;
  input: unknown;
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

export interface RenderThreadEvents {
  /** The thread has finished its task and takes another. */
  idle(thread: RenderThread): void;
  /** The thread has stopped (a crash, a timeout, the pool closing): it takes nothing more. */
  gone(thread: RenderThread): void;
}

/**
 * One worker thread making one document at a time. It holds the process open only while it
 * renders (a CLI awaiting a document must not exit; an idle pool must not keep a process alive).
 * A render that outlasts its time is stopped by ending the thread: its code cannot be interrupted
 * any other way, and a new thread is cheap next to a stuck one. The time counts from when the
 * thread has its renderers loaded, so a new thread's start-up is not charged to its first document.
 */
export class RenderThread {
  private readonly worker: Worker;
  private task: (RenderTask & { id: number; timer?: NodeJS.Timeout }) | null = null;
  private ready = false;
  private jobs = 0;

  constructor(
    registry: string,
    private readonly events: RenderThreadEvents,
    private readonly limits: { timeoutMs: number; timeoutError: () => Error },
  ) {
    this.worker = startWorker(registry);
    this.worker.unref();
    this.worker.on('message', (answer: RenderAnswer) => this.answered(answer));
    // An error the thread did not catch (its renderers failed to load) ends it: 'exit' follows and tells the pool.
    this.worker.on('error', (error) => this.settle(error));
    this.worker.on('exit', (code) => {
      this.settle(new Error(`The render thread stopped (exit code ${code}).`));
      this.events.gone(this);
    });
  }

  run(task: RenderTask): void {
    this.task = { ...task, id: ++this.jobs };
    this.worker.ref();
    if (this.ready) this.send();
  }

  /** Ends the thread; the document it is making, if any, is refused with `reason`. */
  terminate(reason?: Error): Promise<number> {
    if (reason) this.settle(reason);
    return this.worker.terminate();
  }

  private send(): void {
    const task = this.task!;
    try {
      this.worker.postMessage({ id: task.id, renderer: task.renderer, input: task.input } satisfies RenderJob);
    } catch (error) {
      // Input that cannot be cloned (a function, a class with private state): the thread never saw it.
      this.settle(error as Error);
      this.events.idle(this);
      return;
    }
    task.timer = setTimeout(() => void this.terminate(this.limits.timeoutError()), this.limits.timeoutMs);
  }

  private answered(answer: RenderAnswer): void {
    if ('ready' in answer) {
      this.ready = true;
      if (this.task) this.send();
      return;
    }
    if (answer.id !== this.task?.id) return;
    if ('bytes' in answer) {
      this.settle(null, Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    } else {
      const error = new Error(answer.failure.message);
      error.name = answer.failure.name;
      if (answer.failure.stack) error.stack = answer.failure.stack;
      this.settle(error);
    }
    this.events.idle(this);
  }

  /** Ends the current task (if any) with its bytes or an error; the thread is then free. */
  private settle(error: Error | null, bytes?: Buffer): void {
    const task = this.task;
    if (!task) return;
    this.task = null;
    clearTimeout(task.timer);
    this.worker.unref();
    if (error) task.reject(error);
    else task.resolve(bytes!);
  }
}
