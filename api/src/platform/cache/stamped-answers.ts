import { JsonText, NoHead } from './json-text';

interface Kept<V> {
  stamp: string;
  answer: V;
}

/**
 * The one way an answer is kept in process memory. Each answer is kept with the stamp of what it
 * was read from (a stream version, the row versions of a plant's marks, a version row moved by
 * triggers), read in the same statement as the answer or before it, so never newer than the
 * answer. A caller reads the current stamp first (by key, cheap) and gets the kept answer only
 * when it is the same: a kept answer is never older than the database it is checked against, in
 * this process or after a write by any other. Least recently used out first, beyond `maxEntries`
 * answers or `maxBytes` (as `sizeOf` counts them); an answer over a quarter of `maxBytes` is not kept.
 */
export class StampedAnswers<V> {
  private readonly answers = new Map<string, Kept<V>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (answer: V) => number,
  ) {}

  /** The answer kept under `key` for exactly this stamp, if any. */
  get(key: string, stamp: string): V | undefined {
    const kept = this.answers.get(key);
    if (!kept || kept.stamp !== stamp) return undefined;
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept.answer;
  }

  /**
   * The answer kept under `key` for `stamp`, else `read()`, kept under `stamp`. The stamp must have
   * been read before `read` runs (or in its snapshot): an answer is then never older than its stamp,
   * and a change after the stamp was read gives the next request a different stamp.
   */
  async answer(key: string, stamp: string, read: () => Promise<V>): Promise<V> {
    const kept = this.get(key, stamp);
    if (kept !== undefined) return kept;
    const answer = await read();
    this.keep(key, stamp, answer);
    return answer;
  }

  has(key: string): boolean {
    return this.answers.has(key);
  }

  keep(key: string, stamp: string, answer: V): void {
    const previous = this.answers.get(key);
    if (previous) {
      this.answers.delete(key);
      this.bytes -= this.sizeOf(previous.answer);
    }
    const size = this.sizeOf(answer);
    if (size > this.maxBytes / 4) return;
    this.answers.set(key, { stamp, answer });
    this.bytes += size;
    for (const [oldest, kept] of this.answers) {
      if (this.answers.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= this.sizeOf(kept.answer);
    }
  }
}

/** Answers kept as JSON text (JsonText), counted by their bytes. */
export function jsonAnswers<T, H extends Partial<T> | NoHead = NoHead>(
  maxEntries: number,
  maxBytes: number,
): StampedAnswers<JsonText<T, H>> {
  return new StampedAnswers<JsonText<T, H>>(maxEntries, maxBytes, (answer) => answer.bytes);
}
