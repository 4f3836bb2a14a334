import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';
import { CUSTOMER_COMMAND_HANDLERS } from './customer.commands';
import { customerProjection } from './customer.projection';
import { CUSTOMER_QUERY_HANDLERS } from './customer.queries';
import { CustomersController } from './customers.controller';
import { registerLedgerUpcasters } from './ledger-items';
import { ListLocationProposalsHandler } from './customer-location.queries';
import { LocationProposalsController, RiderLocationController } from './customer-locations.controller';

/**
 * Customers and their ledger. For other modules (the import): RegisterCustomersCommand on the
 * CommandBus (register-customers.ts), GetCustomerQuery (a Customer) / ListCustomersQuery (the JSON
 * text of a CustomerList: JsonText#parse() for the object) on the QueryBus.
 */
@Module({
  controllers: [CustomersController, LocationProposalsController, RiderLocationController],
  providers: [...CUSTOMER_COMMAND_HANDLERS, ...CUSTOMER_QUERY_HANDLERS, ListLocationProposalsHandler],
})
export class CustomersModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  onModuleInit(): void {
    this.projections.register(customerProjection);
    registerLedgerUpcasters(this.upcasters);
  }
}
