import { currentContext, inContext, RequestContext } from '../context/request-context';
import { NaturalBatch } from '../database/natural-batch';

/** A command waiting for its turn, with the request it came from. */
export interface Coalesced<Command> {
  command: Command;
  context: RequestContext | undefined;
}

/** A command's result, or why it failed: each command of a batch keeps its own. */
type Outcome<Result> = { result: Result } | { error: unknown };

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
 * waited go together as one transaction when a lane is free (NaturalBatch per key: no timer, an
 * idle server runs each command at once, alone). Under load, one transaction's fixed costs (its round trips, its
 * statements, its commit) are shared by every command in it instead of paid by each.
 *
 * Each command keeps its own outcome: when a transaction of several fails (one command refused, a
 * duplicate Idempotency-Key), each of its commands runs again alone, so a refusal is its command's
 * only. Each runs in its own request's context, so its events carry that request's metadata and
 * its Idempotency-Key is taken with them (EventStore: StreamAppend#context).
 */
export class CoalescedCommands<Command, Result> {
  private readonly batches = new Map<string, NaturalBatch<Coalesced<Command>, Outcome<Result>>>();

  constructor(private readonly options: CoalescingOptions<Command, Result>) {}

  async run(command: Command): Promise<Result> {
    const key = this.options.key(command);
    let batch = this.batches.get(key);
    if (!batch) {
      batch = new NaturalBatch((commands) => this.runBatch(commands), this.options.max, this.options.lanes);
      this.batches.set(key, batch);
    }
    const outcome = await batch.add({ command, context: currentContext() });
    if (batch.idle && this.batches.get(key) === batch) this.batches.delete(key);
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /** Several commands together, or each alone (one command, or a shared transaction that failed): each one's outcome. */
  private async runBatch(commands: Coalesced<Command>[]): Promise<Outcome<Result>[]> {
    if (commands.length > 1) {
      try {
        return (await this.options.runTogether(commands)).map((result) => ({ result }));
      } catch {
        // Some command of the batch was refused (or the transaction failed): each runs alone below.
      }
    }
    return Promise.all(
      commands.map(({ command, context }) =>
        inContext(context, () => this.options.runAlone(command)).then(
          (result): Outcome<Result> => ({ result }),
          (error: unknown): Outcome<Result> => ({ error }),
        ),
      ),
    );
  }
}
