import type { StatementRunStarted } from '@paani/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StatementRuns } from './statement-run';

/**
 * The month-end runs as the controller reaches them, through the buses: each message is one
 * method of StatementRuns (statement-run.ts), which also renders the runs as jobs. Every one is
 * scoped to the calling owner; another owner's run is 404.
 */

/** Starts (or reuses, while the customers' ledger is unchanged) the run of a plant's month. */
export class StartStatementRunCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly month: string,
    readonly areaId: number | null,
  ) {}
}

@CommandHandler(StartStatementRunCommand)
export class StartStatementRunHandler implements ICommandHandler<StartStatementRunCommand, StatementRunStarted> {
  constructor(private readonly runs: StatementRuns) {}

  execute({ ownerId, plantId, month, areaId }: StartStatementRunCommand): Promise<StatementRunStarted> {
    return this.runs.start(ownerId, plantId, month, areaId);
  }
}

export const STATEMENT_RUN_COMMAND_HANDLERS = [StartStatementRunHandler];
