import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work in the HTTP process (reading an uploaded file) goes in slices with a turn of the event
 * loop between them, so other requests are answered meanwhile: one request's upload must not hold
 * up the others (a health check waited 11 s behind a million-row workbook read in one go).
 */

/** Lets everything else waiting on the event loop run first. */
export const yieldToEventLoop = (): Promise<void> => nextTurn();

/** The bytes as a stream of `size`-byte slices, one slice per turn of the event loop. */
export function inSlices(content: Buffer, size = 64 * 1024): Readable {
  async function* slices(): AsyncGenerator<Buffer> {
    for (let start = 0; start < content.length; start += size) {
      if (start > 0) await yieldToEventLoop();
      yield content.subarray(start, start + size);
    }
  }
  return Readable.from(slices(), { objectMode: false });
}
