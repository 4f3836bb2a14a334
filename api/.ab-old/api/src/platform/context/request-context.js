"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.currentContext = currentContext;
exports.runInContext = runInContext;
exports.setActor = setActor;
const node_async_hooks_1 = require("node:async_hooks");
const node_crypto_1 = require("node:crypto");
const storage = new node_async_hooks_1.AsyncLocalStorage();
function currentContext() {
    return storage.getStore();
}
function runInContext(context, fn) {
    const requestId = context.requestId ?? (0, node_crypto_1.randomUUID)();
    return storage.run({ correlationId: requestId, ...context, requestId }, fn);
}
/** Records the signed-in actor on the current context, once the token has been checked. */
function setActor(actorId, actorRole, tenantId) {
    const context = storage.getStore();
    if (!context)
        return;
    context.actorId = actorId;
    context.actorRole = actorRole;
    context.tenantId = tenantId;
}
//# sourceMappingURL=request-context.js.map