import { Module } from '@nestjs/common';
import { AdminEventsController, AuditController } from './audit.controller';
import { AUDIT_QUERY_HANDLERS } from './audit.queries';

/** The event log as auditors see it: read, stream views as of a time, auditor accounts. */
@Module({ controllers: [AdminEventsController, AuditController], providers: [...AUDIT_QUERY_HANDLERS] })
export class AuditModule {}
