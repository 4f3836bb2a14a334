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
exports.AppConfig = void 0;
exports.loadConfig = loadConfig;
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const trust_proxy_1 = require("./trust-proxy");
/**
 * Every environment variable the service reads, validated once at start so a bad
 * deployment fails before it serves a single request.
 */
class AppConfig {
    NODE_ENV = 'development';
    PORT = 3000;
    /** Absent: an embedded PostgreSQL under ./.data/ is started. */
    DATABASE_URL;
    /** Absent: redis://127.0.0.1:6379 if it answers, else jobs run in-process. */
    REDIS_URL;
    /** Required in production; elsewhere a per-data-directory secret is generated. */
    JWT_SECRET;
    SUPER_ADMIN_EMAIL = 'admin@paani.local';
    SUPER_ADMIN_PASSWORD;
    EXCHANGE_RATES_URL;
    /** Where the embedded database and generated secrets live. */
    DATA_DIR = '.data';
    LOG_LEVEL = 'info';
    /**
     * The nice value `npm run worker` runs at (0 normal, 19 lowest): month-end statement runs are
     * minutes of CPU-bound PDF rendering, and on a machine shared with the API the owners' requests
     * should come first. Only lowers priority, which needs no privilege.
     */
    WORKER_NICE = 10;
    /** Key prefix for BullMQ queues, so test runs and deployments sharing one Redis stay apart. */
    QUEUE_PREFIX = 'paani';
    /** Whether start-up seeds the super admin, plans, PKR and settings; command-line tools turn it off. */
    SEED = true;
    /** HTTP server processes sharing the port (node's cluster module); 1 serves from this process alone. */
    WEB_CONCURRENCY = 1;
    /**
     * Which proxies in front may name the client in X-Forwarded-For: `false` (the default, the
     * socket's address is the client), a hop count, or the proxies' addresses/CIDR ranges. The
     * per-address sign-in limit keys on the address this gives.
     */
    TRUST_PROXY = 'false';
    /** Lifetime of a sign-in token, in seconds. */
    TOKEN_TTL_SECONDS = 7 * 24 * 3600;
}
exports.AppConfig = AppConfig;
__decorate([
    (0, class_validator_1.IsIn)(['development', 'production', 'test']),
    __metadata("design:type", String)
], AppConfig.prototype, "NODE_ENV", void 0);
__decorate([
    (0, class_transformer_1.Transform)(({ value }) => (value === undefined ? 3000 : Number(value))),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    (0, class_validator_1.Max)(65535),
    __metadata("design:type", Object)
], AppConfig.prototype, "PORT", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    __metadata("design:type", String)
], AppConfig.prototype, "DATABASE_URL", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    __metadata("design:type", String)
], AppConfig.prototype, "REDIS_URL", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MinLength)(32, { message: 'JWT_SECRET must be at least 32 characters' }),
    __metadata("design:type", String)
], AppConfig.prototype, "JWT_SECRET", void 0);
__decorate([
    (0, class_validator_1.IsEmail)(),
    __metadata("design:type", Object)
], AppConfig.prototype, "SUPER_ADMIN_EMAIL", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MinLength)(8, { message: 'SUPER_ADMIN_PASSWORD must be at least 8 characters' }),
    __metadata("design:type", String)
], AppConfig.prototype, "SUPER_ADMIN_PASSWORD", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUrl)({ require_tld: false }),
    __metadata("design:type", String)
], AppConfig.prototype, "EXCHANGE_RATES_URL", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    __metadata("design:type", Object)
], AppConfig.prototype, "DATA_DIR", void 0);
__decorate([
    (0, class_validator_1.IsIn)(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    __metadata("design:type", Object)
], AppConfig.prototype, "LOG_LEVEL", void 0);
__decorate([
    (0, class_transformer_1.Transform)(({ value }) => (value === undefined ? 10 : Number(value))),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    (0, class_validator_1.Max)(19),
    __metadata("design:type", Object)
], AppConfig.prototype, "WORKER_NICE", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    __metadata("design:type", Object)
], AppConfig.prototype, "QUEUE_PREFIX", void 0);
__decorate([
    (0, class_transformer_1.Transform)(({ value }) => value !== false && value !== 'false'),
    __metadata("design:type", Object)
], AppConfig.prototype, "SEED", void 0);
__decorate([
    (0, class_transformer_1.Transform)(({ value }) => (value === undefined ? 1 : Number(value))),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(64),
    __metadata("design:type", Object)
], AppConfig.prototype, "WEB_CONCURRENCY", void 0);
__decorate([
    (0, class_validator_1.ValidateBy)({
        name: 'isTrustProxy',
        validator: { validate: (value) => (0, trust_proxy_1.trustProxyProblem)(value) === null, defaultMessage: (args) => (0, trust_proxy_1.trustProxyProblem)(args?.value) ?? '' },
    }),
    __metadata("design:type", Object)
], AppConfig.prototype, "TRUST_PROXY", void 0);
__decorate([
    (0, class_transformer_1.Transform)(({ value }) => (value === undefined ? 7 * 24 * 3600 : Number(value))),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(60),
    __metadata("design:type", Object)
], AppConfig.prototype, "TOKEN_TTL_SECONDS", void 0);
function loadConfig(env = process.env) {
    const known = Object.keys(new AppConfig());
    const picked = {};
    for (const key of [...known, 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'SUPER_ADMIN_PASSWORD', 'EXCHANGE_RATES_URL']) {
        if (env[key] !== undefined && env[key] !== '')
            picked[key] = env[key];
    }
    const config = (0, class_transformer_1.plainToInstance)(AppConfig, picked, { exposeDefaultValues: true });
    const errors = (0, class_validator_1.validateSync)(config, { skipMissingProperties: false });
    if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
        throw new Error('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
    }
    if (errors.length > 0) {
        const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
        throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
    }
    return config;
}
//# sourceMappingURL=app-config.js.map