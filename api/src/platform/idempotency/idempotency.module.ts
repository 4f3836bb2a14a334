import { Module } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { IdempotencyGate } from './idempotency-gate';
import { documentIdempotencyHeader, signedInPosts } from './idempotency-openapi';
import { IdempotencyStore } from './idempotency-store';
import { IdempotencyGuard } from './idempotency.guard';

/**
 * Idempotent POST commands (`Idempotency-Key`) on every signed-in POST at once. The guard is
 * bound to those handlers only, not globally: a global one would cost every GET a call for
 * nothing. Bound while the app is being built (routes read their guards when the router is
 * registered, after this), replacing the instance an earlier app in this process bound (tests
 * build several). Method guards run after the global auth guard.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [IdempotencyStore, IdempotencyGate, IdempotencyGuard],
})
export class IdempotencyModule {
  constructor(discovery: DiscoveryService, scanner: MetadataScanner, guard: IdempotencyGuard) {
    const posts = signedInPosts(discovery, scanner);
    documentIdempotencyHeader(posts);
    for (const { handler } of posts) {
      const others = ((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []).filter(
        (bound) => !(bound instanceof IdempotencyGuard),
      );
      Reflect.defineMetadata(GUARDS_METADATA, [...others, guard], handler);
    }
  }
}
