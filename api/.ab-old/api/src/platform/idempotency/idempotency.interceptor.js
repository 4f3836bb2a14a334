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
exports.IdempotencyInterceptor = void 0;
const common_1 = require("@nestjs/common");
const rxjs_1 = require("rxjs");
const idempotency_gate_1 = require("./idempotency-gate");
const idempotency_key_1 = require("./idempotency-key");
/**
 * Every signed-in POST with an `Idempotency-Key` goes through the gate. Runs after the auth guard
 * (the key belongs to the caller) and before validation, so a refused body is remembered too.
 * Anonymous calls (sign-in) and other methods accept the header and ignore it.
 */
let IdempotencyInterceptor = class IdempotencyInterceptor {
    gate;
    constructor(gate) {
        this.gate = gate;
    }
    intercept(context, next) {
        if (context.getType() !== 'http')
            return next.handle();
        const request = context.switchToHttp().getRequest();
        if (!request.caller)
            return next.handle();
        const key = (0, idempotency_key_1.readIdempotencyKey)(request.headers['idempotency-key']);
        if (key === undefined)
            return next.handle();
        const caller = request.caller;
        // On a replay the handler does not run; the gate's onSend hook sends the stored answer.
        return (0, rxjs_1.from)(this.gate.begin(request, caller.id, key)).pipe((0, rxjs_1.switchMap)((run) => (run ? next.handle() : (0, rxjs_1.of)(null))));
    }
};
exports.IdempotencyInterceptor = IdempotencyInterceptor;
exports.IdempotencyInterceptor = IdempotencyInterceptor = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [idempotency_gate_1.IdempotencyGate])
], IdempotencyInterceptor);
//# sourceMappingURL=idempotency.interceptor.js.map