import { Module } from '@nestjs/common';
import { CUSTOMER_IMPORT_HANDLERS } from './customer-import.commands';
import { CustomerImportJob } from './customer-import.job';
import { CustomerImportStore } from './customer-import.store';
import { CustomerImportsController } from './customer-imports.controller';

/** Importing an owner's customer register: its own job table, the customers written through their batch command. */
@Module({
  controllers: [CustomerImportsController],
  providers: [CustomerImportStore, CustomerImportJob, ...CUSTOMER_IMPORT_HANDLERS],
})
export class CustomerImportsModule {}
