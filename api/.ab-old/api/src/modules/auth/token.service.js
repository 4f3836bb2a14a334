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
exports.TokenService = void 0;
const common_1 = require("@nestjs/common");
const jwt_1 = require("@nestjs/jwt");
const node_crypto_1 = require("node:crypto");
const app_config_1 = require("../../platform/config/app-config");
/** Signs and checks bearer tokens. Each token has its own id so it can be revoked alone. */
let TokenService = class TokenService {
    jwt;
    config;
    constructor(jwt, config) {
        this.jwt = jwt;
        this.config = config;
    }
    /** `generation` is the user's current token generation (0 for an account never changed). */
    issue(userId, role, generation = 0) {
        return this.jwt.sign({ sub: userId, role, gen: generation }, { jwtid: (0, node_crypto_1.randomUUID)(), expiresIn: this.config.TOKEN_TTL_SECONDS });
    }
    /** The claims of a valid, unexpired token, or null. */
    verify(token) {
        try {
            const claims = this.jwt.verify(token, { algorithms: ['HS256'] });
            const wellFormed = Number.isSafeInteger(claims.sub) && typeof claims.jti === 'string' && Number.isSafeInteger(claims.gen);
            return wellFormed ? claims : null;
        }
        catch {
            return null;
        }
    }
};
exports.TokenService = TokenService;
exports.TokenService = TokenService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [jwt_1.JwtService,
        app_config_1.AppConfig])
], TokenService);
//# sourceMappingURL=token.service.js.map