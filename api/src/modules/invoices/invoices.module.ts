import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { DocumentsModule } from '../documents/documents.module';
import { INVOICE_COMMAND_HANDLERS } from './invoice.commands';
import { InvoiceJobs } from './invoice.job';
import { invoiceProjection, plantActivityProjection } from './invoice.projection';
import { INVOICE_QUERY_HANDLERS } from './invoice.queries';
import { AdminInvoicesController, OwnerInvoicesController } from './invoices.controller';
import { AdminInvoiceRecordsController } from './admin-invoices.controller';
import { INVOICE_CONSOLE_QUERY_HANDLERS } from './invoice-console.queries';

/**
 * Platform billing: invoices to owners (`invoice-{id}` streams), the month run and overdue jobs on
 * the `invoices` queue. For other modules: the `invoices` read model (docs/shared-read-models.md).
 */
@Module({
  imports: [DocumentsModule],
  controllers: [AdminInvoicesController, OwnerInvoicesController, AdminInvoiceRecordsController],
  providers: [...INVOICE_COMMAND_HANDLERS, ...INVOICE_QUERY_HANDLERS, ...INVOICE_CONSOLE_QUERY_HANDLERS, InvoiceJobs],
  exports: [InvoiceJobs],
})
export class InvoicesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(invoiceProjection);
    this.projections.register(plantActivityProjection);
  }
}
