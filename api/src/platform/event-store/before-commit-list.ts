import { BeforeCommitOptions } from './projection.types';

type Statement = [sql: string, parameters: unknown[]];

/**
 * A transaction's before-commit writes (ProjectionTransaction#beforeCommit): each statement with
 * its arguments once, in the order first asked for, those marked `last` after all the others.
 */
export class BeforeCommitList {
  private readonly first = new Map<string, Statement>();
  private readonly last = new Map<string, Statement>();

  add(sql: string, parameters: unknown[] = [], options: BeforeCommitOptions = {}): void {
    (options.last ? this.last : this.first).set(`${sql}\u0000${JSON.stringify(parameters)}`, [sql, parameters]);
  }

  /** The statements in the order they are to run; the list is empty afterwards. */
  take(): Statement[] {
    const statements = [...this.first.values(), ...this.last.values()];
    this.first.clear();
    this.last.clear();
    return statements;
  }
}
