/**
 * Calls that arrive while one is under way wait for it and then go together, as one call with
 * all their items (natural batching: no timer, so an idle server answers the first call at once,
 * and a busy one sends one statement for many requests instead of one each). Each caller gets its
 * own item's result, or the batch's error.
 */
export class NaturalBatch<Item, Result> {
  private readonly waiting: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;

  /**
   * `run` gets the items and returns their results in the same order. `max` bounds one call, so
   * a backlog after a stall is sent in several bounded statements. Up to `lanes` calls run at once:
   * a call that arrives while fewer are running goes at once, alone.
   */
  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly max = 100,
    private readonly lanes = 1,
  ) {}

  /** Nothing running and nothing waiting. */
  get idle(): boolean {
    return this.running === 0 && this.waiting.length === 0;
  }

  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.running < this.lanes) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running += 1;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.max);
      try {
        const results = await this.run(batch.map((call) => call.item));
        batch.forEach((call, index) => call.resolve(results[index]));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    this.running -= 1;
  }
}
