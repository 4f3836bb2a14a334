import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import { IS_PUBLIC } from '../http/decorators';
import { IDEMPOTENCY_HEADER } from './idempotency-key';

const documented = new WeakSet<object>();

const DESCRIPTION =
  'Optional, 1–255 printable ASCII characters (a UUID per create is the usual choice). A repeat with the same key and ' +
  'body within 24 hours returns the first response without writing again (header `Idempotent-Replayed: true`); the ' +
  'same key with another body or route is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first still runs is 409 ' +
  'IDEMPOTENCY_KEY_IN_FLIGHT. 5xx, 429 and 409 CONCURRENCY_CONFLICT answers free the key for a retry.';

/** Every signed-in POST handler of the app's controllers, each once. */
export function signedInPosts(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
): { prototype: Record<string, object>; name: string; handler: object }[] {
  const found = new Map<object, { prototype: Record<string, object>; name: string; handler: object }>();
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type) continue;
    const prototype = type.prototype as Record<string, object>;
    const publicController = Reflect.getMetadata(IS_PUBLIC, type) === true;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST) continue;
      if (Reflect.getMetadata(IS_PUBLIC, handler) ?? publicController) continue;
      found.set(handler, { prototype, name, handler });
    }
  }
  return [...found.values()];
}

/**
 * Adds the header to the OpenAPI description of every signed-in POST, once, as if each handler had
 * `@ApiHeader(...)`. Runs while the application is being built: the document is made before init.
 */
export function documentIdempotencyHeader(posts: ReturnType<typeof signedInPosts>): void {
  for (const { prototype, name, handler } of posts) {
    if (documented.has(handler)) continue;
    documented.add(handler);
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (descriptor)
      ApiHeader({ name: IDEMPOTENCY_HEADER, required: false, description: DESCRIPTION, schema: { type: 'string', maxLength: 255 } })(
        prototype,
        name,
        descriptor,
      );
  }
}
