import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { SecretBox } from '../../platform/secrets/secret-box';
import { DocumentsModule } from '../documents/documents.module';
import { CustomerPageAccess } from './customer-page-access';
import { CustomerPageController, CustomerRequestsController } from './customer-page.controller';
import { CustomerPageGuesses } from './customer-page-guesses';
import { ChangeCustomerPageLinkHandler } from './customer-page-link.commands';
import { customerPageLinkProjection, customerRequestProjection } from './customer-page.projection';
import { CUSTOMER_PAGE_QUERY_HANDLERS } from './customer-page.queries';
import { CUSTOMER_REQUEST_COMMAND_HANDLERS } from './customer-request.commands';
import { CUSTOMER_REQUEST_QUERY_HANDLERS } from './customer-request.queries';

/** A customer's own page (`/c/{token}`), its link, and the requests customers send through it for the owner to decide. */
@Module({
  imports: [DocumentsModule],
  controllers: [CustomerPageController, CustomerRequestsController],
  providers: [
    ChangeCustomerPageLinkHandler,
    ...CUSTOMER_REQUEST_COMMAND_HANDLERS,
    ...CUSTOMER_PAGE_QUERY_HANDLERS,
    ...CUSTOMER_REQUEST_QUERY_HANDLERS,
    CustomerPageAccess,
    CustomerPageGuesses,
    SecretBox,
  ],
})
export class CustomerPageModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(customerPageLinkProjection);
    this.projections.register(customerRequestProjection);
  }
}
