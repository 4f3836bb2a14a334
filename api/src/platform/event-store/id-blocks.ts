/**
 * New aggregate ids from a sequence, taken a block at a time: one round trip per block instead of
 * one per new aggregate (a command's `nextval` was a fifth of its round trips). Ids stay unique and
 * positive; what is given up is what a sequence never promised anyway: ids are increasing within a
 * process but not across processes, and the unused rest of a block is skipped when a process stops.
 */
export class IdBlocks {
  private readonly blocks = new Map<string, IdBlock>();

  constructor(private readonly take: (sequence: string, count: number) => Promise<number[]>) {}

  next(sequence: string): Promise<number> {
    return this.block(sequence).next();
  }

  /** `count` ids at once, in order (a take of at least the missing ones when the block is short). */
  nextMany(sequence: string, count: number): Promise<number[]> {
    return this.block(sequence).nextMany(count);
  }

  private block(sequence: string): IdBlock {
    let block = this.blocks.get(sequence);
    if (!block) this.blocks.set(sequence, (block = new IdBlock((count) => this.take(sequence, count))));
    return block;
  }
}

/** The ids of one sequence that this process holds, refilled by one call at a time. */
class IdBlock {
  private readonly ids: number[] = [];
  private refill?: Promise<void>;
  /** Starts small and doubles up to MAX_BLOCK, so a process that adds few aggregates skips few ids. */
  private size = 1;

  constructor(private readonly take: (count: number) => Promise<number[]>) {}

  async next(): Promise<number> {
    return (await this.nextMany(1))[0];
  }

  async nextMany(count: number): Promise<number[]> {
    while (this.ids.length < count) {
      this.refill ??= this.take(Math.max(this.size, count - this.ids.length))
        .then((ids) => {
          this.ids.push(...ids.sort((a, b) => a - b));
          this.size = Math.min(this.size * 2, MAX_BLOCK);
        })
        .finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.ids.splice(0, count);
  }
}

const MAX_BLOCK = 32;
