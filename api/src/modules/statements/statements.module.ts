import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { DocumentsModule } from '../documents/documents.module';
import { STATEMENT_COMMAND_HANDLERS } from './statement-share.commands';
import { statementShareProjection } from './statement-share.projection';
import { StatementRuns } from './statement-run';
import { STATEMENT_RUN_COMMAND_HANDLERS } from './statement-run.commands';
import { STATEMENT_RUN_QUERY_HANDLERS } from './statement-run.queries';
import { STATEMENT_QUERY_HANDLERS } from './statement.queries';
import { PublicStatementsController, StatementsController } from './statements.controller';

/**
 * Customers' monthly statements (read from the customers' ledger lines, docs/shared-read-models.md)
 * and their share links (`statement_share-{id}` streams). For other modules: CustomerStatementQuery
 * on the QueryBus.
 */
@Module({
  imports: [DocumentsModule],
  controllers: [StatementsController, PublicStatementsController],
  providers: [
    ...STATEMENT_COMMAND_HANDLERS,
    ...STATEMENT_QUERY_HANDLERS,
    ...STATEMENT_RUN_COMMAND_HANDLERS,
    ...STATEMENT_RUN_QUERY_HANDLERS,
    StatementRuns,
  ],
})
export class StatementsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(statementShareProjection);
  }
}
