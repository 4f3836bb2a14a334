import type { StatementRun, StatementRunDetail } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import { StatementRuns } from './statement-run';

/**
 * The month-end runs as the controller reaches them, through the buses: each message is one
 * method of StatementRuns (statement-run.ts), which also renders the runs as jobs. Every one is
 * scoped to the calling owner; another owner's run is 404.
 */

export class ListStatementRunsQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
  ) {}
}

export class GetStatementRunQuery {
  constructor(
    readonly ownerId: number,
    readonly runId: number,
  ) {}
}

/** A run's statements as one download: every PDF in a ZIP, or one merged PDF streamed as it is laid out. */
export class StatementRunDownloadQuery<Kind extends 'zip' | 'merged'> {
  constructor(
    readonly ownerId: number,
    readonly runId: number,
    readonly kind: Kind,
  ) {}
}

export class StatementRunFileQuery {
  constructor(
    readonly ownerId: number,
    readonly runId: number,
    readonly customerId: number,
  ) {}
}

export type StatementRunDownload<Kind extends 'zip' | 'merged'> = Kind extends 'zip'
  ? { name: string; zip: Buffer }
  : { name: string; pdf: Readable };

@QueryHandler(ListStatementRunsQuery)
export class ListStatementRunsHandler implements IQueryHandler<ListStatementRunsQuery, StatementRun[]> {
  constructor(private readonly runs: StatementRuns) {}

  execute({ ownerId, plantId }: ListStatementRunsQuery): Promise<StatementRun[]> {
    return this.runs.list(ownerId, plantId);
  }
}

@QueryHandler(GetStatementRunQuery)
export class GetStatementRunHandler implements IQueryHandler<GetStatementRunQuery, StatementRunDetail> {
  constructor(private readonly runs: StatementRuns) {}

  execute({ ownerId, runId }: GetStatementRunQuery): Promise<StatementRunDetail> {
    return this.runs.get(ownerId, runId);
  }
}

@QueryHandler(StatementRunDownloadQuery)
export class StatementRunDownloadHandler implements IQueryHandler<StatementRunDownloadQuery<'zip' | 'merged'>> {
  constructor(private readonly runs: StatementRuns) {}

  execute({ ownerId, runId, kind }: StatementRunDownloadQuery<'zip' | 'merged'>): Promise<StatementRunDownload<'zip' | 'merged'>> {
    return kind === 'zip' ? this.runs.zip(ownerId, runId) : this.runs.merged(ownerId, runId);
  }
}

@QueryHandler(StatementRunFileQuery)
export class StatementRunFileHandler implements IQueryHandler<StatementRunFileQuery, { name: string; pdf: Buffer }> {
  constructor(private readonly runs: StatementRuns) {}

  execute({ ownerId, runId, customerId }: StatementRunFileQuery): Promise<{ name: string; pdf: Buffer }> {
    return this.runs.file(ownerId, runId, customerId);
  }
}

export const STATEMENT_RUN_QUERY_HANDLERS = [
  ListStatementRunsHandler,
  GetStatementRunHandler,
  StatementRunDownloadHandler,
  StatementRunFileHandler,
];
