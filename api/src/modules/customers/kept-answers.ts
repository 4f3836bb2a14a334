import { JsonText } from './json-text';

interface Kept<T> {
  stamp: string;
  answer: JsonText<T>;
}

/**
 * Answers kept in process, each with the stamp of what it was read from (a stream version, the
 * row versions of a plant's tables), read in the same statement as the answer, so in the same
 * snapshot. A caller reads the current stamp first (by key, cheap) and gets the kept answer only
 * when it is the same: a kept answer is never older than the database it is checked against.
 * Least recently used out first, beyond `maxEntries` answers or `maxBytes` bytes of JSON (JsonText#bytes).
 */
export class KeptAnswers<T> {
  private readonly answers = new Map<string, Kept<T>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The answer kept under `key` for exactly this stamp, if any. */
  get(key: string, stamp: string): JsonText<T> | undefined {
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
  async answer(key: string, stamp: string, read: () => Promise<JsonText<T>>): Promise<JsonText<T>> {
    const kept = this.get(key, stamp);
    if (kept) return kept;
    const answer = await read();
    this.keep(key, stamp, answer);
    return answer;
  }

  has(key: string): boolean {
    return this.answers.has(key);
  }

  keep(key: string, stamp: string, answer: JsonText<T>): void {
    const previous = this.answers.get(key);
    if (previous) {
      this.answers.delete(key);
      this.bytes -= previous.answer.bytes;
    }
    if (answer.bytes > this.maxBytes / 4) return;
    this.answers.set(key, { stamp, answer });
    this.bytes += answer.bytes;
    for (const [oldest, kept] of this.answers) {
      if (this.answers.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= kept.answer.bytes;
    }
  }
}
