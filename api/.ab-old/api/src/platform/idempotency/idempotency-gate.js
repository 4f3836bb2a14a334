"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IdempotencyGate = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const request_context_1 = require("../context/request-context");
const domain_error_1 = require("../domain/domain-error");
const idempotency_key_1 = require("./idempotency-key");
const idempotency_store_1 = require("./idempotency-store");
/** The response headers a replay repeats; the rest (security headers, request id) are the repeat's own. */
const REPLAYED_HEADERS = ['content-type', 'location', 'content-range'];
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * Answers that are not final let a retry run again: server errors, rate limits, and a lost race
 * (a stale version, or a key taken over). Every other answer, errors included, is what a repeat gets.
 */
function isFinal(status, body) {
    if (status >= 500 || status === 429)
        return false;
    if (status !== 409)
        return true;
    const code = errorCodeOf(body);
    return code !== 'CONCURRENCY_CONFLICT' && code !== idempotency_key_1.IDEMPOTENCY_CODES.inFlight;
}
function errorCodeOf(body) {
    try {
        return JSON.parse(body).error_code;
    }
    catch {
        return undefined;
    }
}
/**
 * The `Idempotency-Key` of signed-in POSTs, in two halves: `begin` (from the interceptor, once the
 * caller is known) reserves the key or decides the repeat's answer; a Fastify onSend hook saves the
 * final response (or releases the key) before it leaves, and sends a stored response in place of a
 * repeat's. onSend sees every answer, including errors shaped by the exception filter.
 */
let IdempotencyGate = class IdempotencyGate {
    store;
    adapterHost;
    logger = new common_1.Logger('Idempotency');
    held = new WeakMap();
    replays = new WeakMap();
    sweeper;
    constructor(store, adapterHost) {
        this.store = store;
        this.adapterHost = adapterHost;
    }
    onModuleInit() {
        // No HTTP server in the worker and the command-line tools: nothing to hook, nothing to sweep.
        const fastify = this.adapterHost.httpAdapter?.getInstance?.();
        if (!fastify?.addHook)
            return;
        fastify.addHook('onSend', (request, reply, payload) => this.onSend(request, reply, payload));
        fastify.addHook('onResponse', (request) => this.onResponse(request));
        this.sweeper = setInterval(() => {
            this.store.sweep().catch((error) => this.logger.warn({ err: error }, 'Expired idempotency keys were not deleted'));
        }, SWEEP_EVERY_MS);
        this.sweeper.unref();
    }
    onModuleDestroy() {
        clearInterval(this.sweeper);
    }
    /** True when the handler should run; false when a stored response will be sent instead. */
    async begin(request, userId, key) {
        const hash = (0, idempotency_key_1.requestFingerprint)({
            method: request.method,
            route: request.routeOptions.url ?? request.url,
            params: request.params,
            query: request.query,
            body: request.body,
        });
        const reservation = await this.store.reserve(userId, key, hash);
        switch (reservation.outcome) {
            case 'reserved': {
                const context = (0, request_context_1.currentContext)();
                if (!context)
                    throw new Error('An idempotent request runs outside its request context.');
                context.idempotency = reservation.claim;
                this.held.set(request, { context, claim: reservation.claim });
                return true;
            }
            case 'replay':
                this.replays.set(request, reservation.response);
                return false;
            case 'reused':
                throw domain_error_1.DomainError.validation('This Idempotency-Key was already used for a different request.', undefined, idempotency_key_1.IDEMPOTENCY_CODES.reused);
            case 'response_lost':
                throw domain_error_1.DomainError.conflict('This request was already carried out, but its response was lost. Reload to see the result.', idempotency_key_1.IDEMPOTENCY_CODES.responseLost);
            case 'in_flight':
                throw domain_error_1.DomainError.conflict('A request with this Idempotency-Key is still being processed. Try again shortly.', idempotency_key_1.IDEMPOTENCY_CODES.inFlight);
        }
    }
    async onSend(request, reply, payload) {
        const replay = this.replays.get(request);
        if (replay) {
            this.replays.delete(request);
            void reply.code(replay.status);
            for (const [name, value] of Object.entries(replay.headers))
                void reply.header(name, value);
            void reply.header(idempotency_key_1.REPLAYED_HEADER, 'true');
            return replay.body;
        }
        const held = this.held.get(request);
        if (!held)
            return payload;
        this.held.delete(request);
        // Work the request set off after answering must not act on the key any more.
        held.context.idempotency = undefined;
        const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
        const response = { status: reply.statusCode, headers: replayedHeaders(reply), body };
        try {
            // Saved before the answer leaves, so a client that got an answer always gets the same one again.
            // A key whose events were committed keeps even an answer that is not final: a retry must not write again.
            if (isFinal(response.status, body) || !(await this.store.release(held.claim)))
                await this.store.complete(held.claim, response);
        }
        catch (error) {
            // The answer still goes out; the key stays in flight until its lease ends (or committed).
            this.logger.error({ err: error }, 'The response of an idempotent request was not saved');
        }
        return payload;
    }
    /** A request that ended without onSend must not hold its key (a committed one stays, see the store). */
    async onResponse(request) {
        this.replays.delete(request);
        const held = this.held.get(request);
        if (!held)
            return;
        this.held.delete(request);
        held.context.idempotency = undefined;
        await this.store
            .release(held.claim)
            .catch((error) => this.logger.error({ err: error }, 'An idempotency key was not released'));
    }
};
exports.IdempotencyGate = IdempotencyGate;
exports.IdempotencyGate = IdempotencyGate = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [idempotency_store_1.IdempotencyStore,
        core_1.HttpAdapterHost])
], IdempotencyGate);
function replayedHeaders(reply) {
    const headers = {};
    for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined)
            headers[name] = String(value);
    }
    return headers;
}
//# sourceMappingURL=idempotency-gate.js.map