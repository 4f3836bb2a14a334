import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TestApp } from './test-app';

/** The slowest health check and owner read sent while some work ran, and the event loop's longest stall. */
export interface OthersAnswered {
  health: number;
  read: number;
  /** How many rounds of the two were sent. */
  asked: number;
  stall: number;
}

/**
 * Runs `work` and, until it settles, sends a health check and an owner's read (`readPath`) every
 * 20 ms: what the slowest of each took, and the event loop's longest stall in ms (this process
 * serves the app, so the loop measured is the app's).
 */
export async function whileOthersAsk<T>(
  t: TestApp,
  token: string,
  readPath: string,
  work: Promise<T>,
): Promise<{ result: T; slowest: OthersAnswered }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let settled = false;
  const running = work.finally(() => (settled = true));
  const slowest: OthersAnswered = { health: 0, read: 0, asked: 0, stall: 0 };
  const timed = async (kind: 'health' | 'read', path: string) => {
    const started = performance.now();
    await t
      .http()
      .get(path)
      .set({ authorization: `Bearer ${token}` })
      .expect(200);
    slowest[kind] = Math.max(slowest[kind], performance.now() - started);
  };
  while (!settled) {
    await Promise.all([timed('health', '/api/health'), timed('read', readPath)]);
    slowest.asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await running;
  loop.disable();
  slowest.stall = loop.max / 1e6;
  return { result, slowest };
}
