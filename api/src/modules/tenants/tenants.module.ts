import { Module } from '@nestjs/common';
import { AdminFilterOwnersController } from './admin-filter-owners.controller';
import { TENANT_COMMAND_HANDLERS } from './tenant.commands';
import { TENANT_QUERY_HANDLERS } from './tenant.queries';
import { FilterOwnersController } from './tenants.controller';

/** Filter owners as the super admin manages them; the accounts themselves are the auth module's users. */
@Module({
  controllers: [FilterOwnersController, AdminFilterOwnersController],
  providers: [...TENANT_COMMAND_HANDLERS, ...TENANT_QUERY_HANDLERS],
})
export class TenantsModule {}
