import { BeforeCommitOptions } from './projection.types';

type Statement = [sql: string, parameters: unknown[]];

/**
 * A transaction's before-commit writes (ProjectionTransaction#beforeCommit): each statement with
 * its arguments once, in the order first asked for, those marked `first` before and those marked
 * `last` after all the others.
 */
export class BeforeCommitList {
  private readonly first = new Map<string, Statement>();
  private readonly middle = new Map<string, Statement>();
  private readonly last = new Map<string, Statement>();

  add(sql: string, parameters: unknown[] = [], options: BeforeCommitOptions = {}): void {
    const stage = options.first ? this.first : options.last ? this.last : this.middle;
    stage.set(`${sql}\u0000${JSON.stringify(parameters)}`, [sql, parameters]);
  }

  /** The statements in the order they are to run; the list is empty afterwards. */
  take(): Statement[] {
    const stages = [this.first, this.middle, this.last];
    const statements = stages.flatMap((stage) => [...stage.values()]);
    for (const stage of stages) stage.clear();
    return statements;
  }
}
