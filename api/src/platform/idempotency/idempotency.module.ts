import { Module } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { IdempotencyGate } from './idempotency-gate';
import { documentIdempotencyHeader, signedInPosts } from './idempotency-openapi';
import { IdempotencyStore } from './idempotency-store';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Idempotent POST commands (`Idempotency-Key`) on every signed-in POST at once. The interceptor is
 * bound to those handlers only, not globally: a global interceptor would cost every GET an rxjs
 * pipeline for nothing. Bound while the app is being built (routes read their interceptors when
 * the router is registered, after this), replacing the instance an earlier app in this process
 * bound (tests build several).
 */
@Module({
  imports: [DiscoveryModule],
  providers: [IdempotencyStore, IdempotencyGate, IdempotencyInterceptor],
})
export class IdempotencyModule {
  constructor(discovery: DiscoveryService, scanner: MetadataScanner, interceptor: IdempotencyInterceptor) {
    const posts = signedInPosts(discovery, scanner);
    documentIdempotencyHeader(posts);
    for (const { handler } of posts) {
      const others = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? []).filter(
        (bound) => !(bound instanceof IdempotencyInterceptor),
      );
      Reflect.defineMetadata(INTERCEPTORS_METADATA, [...others, interceptor], handler);
    }
  }
}
