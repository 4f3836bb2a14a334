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
exports.IdempotencyModule = void 0;
const common_1 = require("@nestjs/common");
const constants_1 = require("@nestjs/common/constants");
const core_1 = require("@nestjs/core");
const idempotency_gate_1 = require("./idempotency-gate");
const idempotency_openapi_1 = require("./idempotency-openapi");
const idempotency_store_1 = require("./idempotency-store");
const idempotency_interceptor_1 = require("./idempotency.interceptor");
/**
 * Idempotent POST commands (`Idempotency-Key`) on every signed-in POST at once. The interceptor is
 * bound to those handlers only, not globally: a global interceptor would cost every GET an rxjs
 * pipeline for nothing. Bound while the app is being built (routes read their interceptors when
 * the router is registered, after this), replacing the instance an earlier app in this process
 * bound (tests build several).
 */
let IdempotencyModule = class IdempotencyModule {
    constructor(discovery, scanner, interceptor) {
        const posts = (0, idempotency_openapi_1.signedInPosts)(discovery, scanner);
        (0, idempotency_openapi_1.documentIdempotencyHeader)(posts);
        for (const { handler } of posts) {
            const others = (Reflect.getMetadata(constants_1.INTERCEPTORS_METADATA, handler) ?? []).filter((bound) => !(bound instanceof idempotency_interceptor_1.IdempotencyInterceptor));
            Reflect.defineMetadata(constants_1.INTERCEPTORS_METADATA, [...others, interceptor], handler);
        }
    }
};
exports.IdempotencyModule = IdempotencyModule;
exports.IdempotencyModule = IdempotencyModule = __decorate([
    (0, common_1.Module)({
        imports: [core_1.DiscoveryModule],
        providers: [idempotency_store_1.IdempotencyStore, idempotency_gate_1.IdempotencyGate, idempotency_interceptor_1.IdempotencyInterceptor],
    }),
    __metadata("design:paramtypes", [core_1.DiscoveryService, core_1.MetadataScanner, idempotency_interceptor_1.IdempotencyInterceptor])
], IdempotencyModule);
//# sourceMappingURL=idempotency.module.js.map