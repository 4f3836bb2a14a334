import { createRequire } from 'node:module';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderAnswer, RenderJob, RendererRegistry, RenderThreadData } from './render-messages';

/**
 * The entry of a render thread (render-thread.ts starts it): loads the registry it was given and
 * makes one document per message, in turn. The registry is named by path, not imported, because
 * the platform never imports from modules/: the app's renderers live with their features.
 */
const { registry } = workerData as RenderThreadData;

/**
 * Below the HTTP thread's CPU priority: on Linux the nice value is per thread (setpriority on the
 * calling thread), so on a machine of 2 cores the render thread yields the CPU to the event loop
 * and PostgreSQL instead of sharing it evenly, and a document takes longer only when they are busy.
 * Elsewhere (or without the right to) the thread keeps the process's priority.
 */
const RENDER_NICENESS = 10;
try {
  setPriority(Math.min(19, getPriority() + RENDER_NICENESS));
} catch {
  // Not allowed or not supported: the thread renders at the process's priority.
}
const renderers = (createRequire(__filename)(registry) as { RENDERERS: RendererRegistry }).RENDERERS;

/**
 * The bytes in an ArrayBuffer of their own, so they can be moved to the caller instead of copied:
 * a Buffer under 4 KB is a slice of Node's shared pool, whose memory cannot be handed over.
 */
function movable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

async function answer(job: RenderJob): Promise<void> {
  try {
    const render = Object.hasOwn(renderers, job.renderer) ? renderers[job.renderer] : undefined;
    if (!render) throw new Error(`There is no renderer called ${job.renderer}.`);
    const bytes = movable(await render(job.input));
    parentPort!.postMessage({ id: job.id, bytes } satisfies RenderAnswer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id: job.id, failure: { name, message, stack } } satisfies RenderAnswer);
  }
}

parentPort!.on('message', (job: RenderJob) => void answer(job));
parentPort!.postMessage({ ready: true } satisfies RenderAnswer);
