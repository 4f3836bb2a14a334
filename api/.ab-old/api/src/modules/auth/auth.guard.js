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
exports.AuthGuard = exports.ROLE_FORBIDDEN = void 0;
exports.bearerToken = bearerToken;
const common_1 = require("@nestjs/common");
const request_context_1 = require("../../platform/context/request-context");
const domain_error_1 = require("../../platform/domain/domain-error");
const envelope_hooks_1 = require("../../platform/http/envelope-hooks");
const error_status_1 = require("../../platform/http/error-status");
const route_access_1 = require("../../platform/http/route-access");
const token_holders_1 = require("./token-holders");
/** The error code of a refusal by role, told apart from a domain refusal (another owner's plant). */
exports.ROLE_FORBIDDEN = 'ROLE_FORBIDDEN';
/**
 * Every route needs a valid bearer token unless marked @Public(): signed by us, not expired,
 * not revoked by a sign-out, of the holder's current token generation, for an active account,
 * whose role the matched route allows.
 */
let AuthGuard = class AuthGuard {
    access;
    holders;
    constructor(access, holders) {
        this.access = access;
        this.holders = holders;
    }
    async canActivate(context) {
        // The rule of the route the router matched: never the URL's text, which may spell the same
        // path differently (percent-encoding, case, slashes) from what the router decoded.
        const rule = this.access.forHandler(context.getHandler());
        if (!rule)
            throw domain_error_1.DomainError.forbidden(error_status_1.DEFAULT_MESSAGES[403], exports.ROLE_FORBIDDEN);
        const request = context.switchToHttp().getRequest();
        // Every matched route passes here, so the response hooks learn the route's envelope here too.
        (0, envelope_hooks_1.setEnvelopeRule)(request, rule.envelope);
        if (rule.public)
            return true;
        const caller = await this.holders.authenticate(bearerToken(request.headers.authorization));
        if (!rule.roles.includes(caller.role))
            throw domain_error_1.DomainError.forbidden(error_status_1.DEFAULT_MESSAGES[403], exports.ROLE_FORBIDDEN);
        request.caller = caller;
        (0, request_context_1.setActor)(caller.id, caller.role, caller.role === 'filter_owner' ? caller.id : undefined);
        return true;
    }
};
exports.AuthGuard = AuthGuard;
exports.AuthGuard = AuthGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [route_access_1.RouteAccessTable,
        token_holders_1.TokenHolders])
], AuthGuard);
function bearerToken(header) {
    return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}
//# sourceMappingURL=auth.guard.js.map