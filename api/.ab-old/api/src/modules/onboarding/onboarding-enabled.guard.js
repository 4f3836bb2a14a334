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
exports.OnboardingEnabledGuard = exports.OpenWhileOnboardingDisabled = exports.ONBOARDING_DISABLED = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../platform/domain/domain-error");
const onboarding_queries_1 = require("./onboarding.queries");
const ALWAYS_OPEN = 'paani:onboarding-always-open';
exports.ONBOARDING_DISABLED = 'Onboarding is currently disabled by the administrator. Please contact support or try again later.';
/** The one onboarding route that answers while the switch is off (system-status). */
const OpenWhileOnboardingDisabled = () => (0, common_1.SetMetadata)(ALWAYS_OPEN, true);
exports.OpenWhileOnboardingDisabled = OpenWhileOnboardingDisabled;
/**
 * 423 on every onboarding route while the super admin has onboarding switched off. A guard, so
 * it answers before the body is validated: a locked feature is locked whatever is sent.
 */
let OnboardingEnabledGuard = class OnboardingEnabledGuard {
    reflector;
    queries;
    constructor(reflector, queries) {
        this.reflector = reflector;
        this.queries = queries;
    }
    async canActivate(context) {
        if (this.reflector.get(ALWAYS_OPEN, context.getHandler()))
            return true;
        const enabled = await this.queries.execute(new onboarding_queries_1.OnboardingEnabledQuery());
        if (!enabled)
            throw new domain_error_1.DomainError('locked', exports.ONBOARDING_DISABLED, { code: 'ONBOARDING_DISABLED' });
        return true;
    }
};
exports.OnboardingEnabledGuard = OnboardingEnabledGuard;
exports.OnboardingEnabledGuard = OnboardingEnabledGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector,
        cqrs_1.QueryBus])
], OnboardingEnabledGuard);
//# sourceMappingURL=onboarding-enabled.guard.js.map