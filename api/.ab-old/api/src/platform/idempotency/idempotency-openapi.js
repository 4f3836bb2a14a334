"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.signedInPosts = signedInPosts;
exports.documentIdempotencyHeader = documentIdempotencyHeader;
const common_1 = require("@nestjs/common");
const constants_1 = require("@nestjs/common/constants");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../http/decorators");
const idempotency_key_1 = require("./idempotency-key");
const documented = new WeakSet();
const DESCRIPTION = 'Optional, 1–255 printable ASCII characters (a UUID per create is the usual choice). A repeat with the same key and ' +
    'body within 24 hours returns the first response without writing again (header `Idempotent-Replayed: true`); the ' +
    'same key with another body or route is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first still runs is 409 ' +
    'IDEMPOTENCY_KEY_IN_FLIGHT. 5xx, 429 and 409 CONCURRENCY_CONFLICT answers free the key for a retry.';
/** Every signed-in POST handler of the app's controllers, each once. */
function signedInPosts(discovery, scanner) {
    const found = new Map();
    for (const wrapper of discovery.getControllers()) {
        const type = wrapper.metatype;
        if (!type)
            continue;
        const prototype = type.prototype;
        const publicController = Reflect.getMetadata(decorators_1.IS_PUBLIC, type) === true;
        for (const name of scanner.getAllMethodNames(prototype)) {
            const handler = prototype[name];
            if (Reflect.getMetadata(constants_1.METHOD_METADATA, handler) !== common_1.RequestMethod.POST)
                continue;
            if (Reflect.getMetadata(decorators_1.IS_PUBLIC, handler) ?? publicController)
                continue;
            found.set(handler, { prototype, name, handler });
        }
    }
    return [...found.values()];
}
/**
 * Adds the header to the OpenAPI description of every signed-in POST, once, as if each handler had
 * `@ApiHeader(...)`. Runs while the application is being built: the document is made before init.
 */
function documentIdempotencyHeader(posts) {
    for (const { prototype, name, handler } of posts) {
        if (documented.has(handler))
            continue;
        documented.add(handler);
        const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
        if (descriptor)
            (0, swagger_1.ApiHeader)({ name: idempotency_key_1.IDEMPOTENCY_HEADER, required: false, description: DESCRIPTION, schema: { type: 'string', maxLength: 255 } })(prototype, name, descriptor);
    }
}
//# sourceMappingURL=idempotency-openapi.js.map