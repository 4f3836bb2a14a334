import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { DocumentsModule } from '../documents/documents.module';
import { productSalesProjection } from './product-sales.projection';
import { reportProjection } from './report.projection';
import { REPORT_QUERY_HANDLERS } from './report.queries';
import { ReportsController } from './reports.controller';

/**
 * The owner's reports, read from aggregates: the daily-entries', expenses' and riders' tables
 * (docs/shared-read-models.md) and this module's own (report.projection.ts): collections per day
 * and method, and the customers' open debits by day (for the ages of what is owed; the reminders
 * module reads them too); and what the entries delivered of each product by day (product-sales.projection.ts).
 */
@Module({
  imports: [DocumentsModule],
  controllers: [ReportsController],
  providers: [...REPORT_QUERY_HANDLERS],
})
export class ReportsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(reportProjection);
    this.projections.register(productSalesProjection);
  }
}
