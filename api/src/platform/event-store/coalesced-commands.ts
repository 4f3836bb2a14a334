import { currentContext, inContext, RequestContext } from '../context/request-context';

/** A command waiting for its turn, with the request it came from. */
export interface Coalesced<Command> {
  command: Command;
  context: RequestContext | undefined;
}

interface Waiting<Command, Result> extends Coalesced<Command> {
  resolve(result: Result): void;
  reject(error: unknown): void;
}

interface Lane<Command, Result> {
  waiting: Waiting<Command, Result>[];
  running: number;
}

export interface CoalescingOptions<Command, Result> {
  /** Commands of one key may run as one transaction (e.g. one plant's day). */
  key(command: Command): string;
  /** One command in its own transaction, as if nothing were coalesced. */
  runAlone(command: Command): Promise<Result>;
  /** Several commands in ONE transaction: each one's result, in order; any refusal fails them all. */
  runTogether(commands: Coalesced<Command>[]): Promise<Result[]>;
  /** At most this many transactions of one key at once (the others' commands wait and go together). */
  lanes: number;
  /** At most this many commands in one transaction. */
  max: number;
}

/**
 * Group commit for commands that do not depend on what the user saw (a delivery entry): a command
 * that arrives while `lanes` transactions of its key are running waits, and the commands that
 * waited go together as one transaction when a lane is free (no timer: an idle server runs each
 * command at once, alone). Under load, one transaction's fixed costs (its round trips, its
 * statements, its commit) are shared by every command in it instead of paid by each.
 *
 * Each command keeps its own outcome: when a transaction of several fails (one command refused, a
 * duplicate Idempotency-Key), each of its commands runs again alone, so a refusal is its command's
 * only. Each runs in its own request's context, so its events carry that request's metadata and
 * its Idempotency-Key is taken with them (EventStore: StreamAppend#context).
 */
export class CoalescedCommands<Command, Result> {
  private readonly lanes = new Map<string, Lane<Command, Result>>();

  constructor(private readonly options: CoalescingOptions<Command, Result>) {}

  run(command: Command): Promise<Result> {
    const key = this.options.key(command);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { waiting: [], running: 0 };
      this.lanes.set(key, lane);
    }
    const found = lane;
    return new Promise<Result>((resolve, reject) => {
      found.waiting.push({ command, context: currentContext(), resolve, reject });
      if (found.running < this.options.lanes) void this.drain(key, found);
    });
  }

  private async drain(key: string, lane: Lane<Command, Result>): Promise<void> {
    lane.running += 1;
    try {
      while (lane.waiting.length > 0) await this.runBatch(lane.waiting.splice(0, this.options.max));
    } finally {
      lane.running -= 1;
      if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
    }
  }

  private async runBatch(batch: Waiting<Command, Result>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const results = await this.options.runTogether(batch);
        batch.forEach((waiting, index) => waiting.resolve(results[index]));
        return;
      } catch {
        // Some command of the batch was refused (or the transaction failed): each runs alone below.
      }
    }
    await Promise.all(
      batch.map((waiting) =>
        inContext(waiting.context, () => this.options.runAlone(waiting.command)).then(waiting.resolve, waiting.reject),
      ),
    );
  }
}
