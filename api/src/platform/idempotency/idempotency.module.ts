import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { IdempotencyGate } from './idempotency-gate';
import { documentIdempotencyHeader } from './idempotency-openapi';
import { IdempotencyStore } from './idempotency-store';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** Idempotent POST commands (`Idempotency-Key`), for every route at once. */
@Module({
  imports: [DiscoveryModule],
  providers: [IdempotencyStore, IdempotencyGate, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule {
  constructor(discovery: DiscoveryService, scanner: MetadataScanner) {
    documentIdempotencyHeader(discovery, scanner);
  }
}
