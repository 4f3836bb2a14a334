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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.LoginThrottle = exports.FAILED_SIGN_IN_WINDOW_SECONDS = exports.MAX_FAILED_SIGN_INS_PER_ADDRESS = exports.MAX_FAILED_SIGN_INS = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const app_config_1 = require("../../platform/config/app-config");
const domain_error_1 = require("../../platform/domain/domain-error");
const error_status_1 = require("../../platform/http/error-status");
const redis_connection_1 = require("../../platform/queue/redis-connection");
const attempt_counter_1 = require("./attempt-counter");
const client_address_1 = require("./client-address");
exports.MAX_FAILED_SIGN_INS = 5;
exports.MAX_FAILED_SIGN_INS_PER_ADDRESS = 60;
exports.FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;
const digest = (text) => (0, node_crypto_1.createHash)('sha256').update(text).digest('hex').slice(0, 32);
/**
 * Two independent budgets of failed sign-ins per 15 minutes: 5 per account (by email, whatever
 * the address) and 60 per client address (whatever the email). Every attempt takes its count up
 * front, before the password is checked, so parallel guesses cannot all slip under a limit; a
 * correct password gives the address's count back, so successful sign-ins never use it up.
 */
let LoginThrottle = class LoginThrottle {
    config;
    counter;
    constructor(redis, config) {
        this.config = config;
        this.counter = new attempt_counter_1.AttemptCounter(redis, exports.FAILED_SIGN_IN_WINDOW_SECONDS);
    }
    accountKey(email) {
        return `${this.config.QUEUE_PREFIX}:login-failures:${digest(email.trim().toLowerCase())}`;
    }
    addressKey(address) {
        return `${this.config.QUEUE_PREFIX}:login-failures:address:${digest((0, client_address_1.addressLimitKey)(address))}`;
    }
    /** Takes one count from both budgets, or refuses with 429 when either is used up. */
    async begin(email, address) {
        const addressKey = this.addressKey(address);
        const byAddress = await this.counter.take(addressKey);
        if (byAddress.count > exports.MAX_FAILED_SIGN_INS_PER_ADDRESS) {
            await this.counter.giveBack(addressKey, byAddress.store);
            throw new domain_error_1.DomainError('too_many_requests', error_status_1.DEFAULT_MESSAGES[429], { code: 'TOO_MANY_SIGN_INS_FROM_ADDRESS' });
        }
        const accountKey = this.accountKey(email);
        const byAccount = await this.counter.take(accountKey);
        if (byAccount.count > exports.MAX_FAILED_SIGN_INS) {
            // Refused before any password check: not a guess, so neither budget keeps this count.
            await Promise.all([this.counter.giveBack(accountKey, byAccount.store), this.counter.giveBack(addressKey, byAddress.store)]);
            const minutes = Math.max(1, Math.ceil(byAccount.secondsLeft / 60));
            throw new domain_error_1.DomainError('too_many_requests', `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { code: 'TOO_MANY_LOGIN_ATTEMPTS' });
        }
        return {
            passwordAccepted: async () => {
                await Promise.all([this.counter.giveBack(addressKey, byAddress.store), this.counter.clear(accountKey, byAccount.store)]);
            },
        };
    }
};
exports.LoginThrottle = LoginThrottle;
exports.LoginThrottle = LoginThrottle = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_connection_1.REDIS)),
    __metadata("design:paramtypes", [Object, app_config_1.AppConfig])
], LoginThrottle);
//# sourceMappingURL=login-throttle.js.map