/** What the pool sends a render thread: one document to make, by its renderer's name, from plain data. */
export interface RenderJob {
  id: number;
  renderer: string;
  input: unknown;
}

/** Why a render failed, as the thread saw it (an Error does not cross threads with its name and stack intact). */
export interface RenderFailure {
  name: string;
  message: string;
  stack?: string;
}

/**
 * A thread's messages: `ready` once its renderers are loaded (a render's time is counted from
 * then, not from the thread's start), then per job the document's bytes (their memory moved to
 * the caller's thread, not copied) or its failure.
 */
export type RenderAnswer = { ready: true } | { id: number; bytes: Uint8Array } | { id: number; failure: RenderFailure };

/** What a render thread is started with: the module whose `RENDERERS` it serves. */
export interface RenderThreadData {
  registry: string;
}

/**
 * The renderers a thread serves: pure functions from plain data (structured-cloneable: what the
 * HTTP process already read from the database) to a document's bytes.
 */
export type RendererRegistry = Record<string, (input: any) => Promise<Buffer> | Buffer>;
