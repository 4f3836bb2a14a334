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
exports.TokenHolders = void 0;
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../platform/config/app-config");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const error_status_1 = require("../../platform/http/error-status");
const redis_connection_1 = require("../../platform/queue/redis-connection");
const token_service_1 = require("./token.service");
const auth_messages_1 = require("./auth.messages");
/** While every process hears invalidations through Redis, an entry may live this long. */
const TTL_WITH_CHANNEL_MS = 30_000;
/** Without the channel (no Redis, or Redis down) a change must still reach every process within 1 s. */
const TTL_WITHOUT_CHANNEL_MS = 1_000;
const MAX_ENTRIES = 100_000;
/**
 * The holders of bearer tokens, cached in process so the common request needs no database round
 * trip to be authenticated. Any change to a user (sign-out, password change, (de)activation) drops
 * that user's entries here at once and, through a Redis channel, in every other process; when the
 * channel is not up, entries live only a second.
 */
let TokenHolders = class TokenHolders {
    sql;
    tokens;
    redis;
    logger = new common_1.Logger('TokenHolders');
    entries = new Map();
    /** Each user's cached token strings, to drop them together. */
    tokensByUser = new Map();
    /** Bumped on every invalidation of a user, so a lookup that raced with a change is not cached. */
    epochs = new Map();
    /** Bumped when the whole cache is dropped, for the same reason. */
    globalEpoch = 0;
    subscriber = null;
    channel;
    constructor(sql, tokens, redis, config) {
        this.sql = sql;
        this.tokens = tokens;
        this.redis = redis;
        this.channel = `${config.QUEUE_PREFIX}:token-holders`;
    }
    async onModuleInit() {
        if (!this.redis)
            return;
        const subscriber = this.redis.duplicate({ lazyConnect: true });
        subscriber.on('error', () => undefined);
        subscriber.on('message', (_channel, userId) => this.forget(Number(userId)));
        // Messages sent while the channel was down are lost: start afresh whenever it comes back.
        subscriber.on('ready', () => this.clear());
        this.subscriber = subscriber;
        try {
            await subscriber.connect();
            await subscriber.subscribe(this.channel);
        }
        catch (error) {
            this.logger.warn(`Token invalidation channel not up yet (${error.message}); cached holders live 1 s.`);
        }
    }
    onApplicationShutdown() {
        this.subscriber?.disconnect();
    }
    /**
     * The signed-in caller for a bearer token, or the 401 that refuses it. A token seen within the
     * cache's lifetime skips both the signature check (the exact string was verified before) and the
     * database; only its expiry is checked again.
     */
    async authenticate(token) {
        if (!token)
            throw new domain_error_1.DomainError('unauthorized', error_status_1.DEFAULT_MESSAGES[401]);
        const now = Date.now();
        const cached = this.entries.get(token);
        const fresh = cached && cached.expiresAt > now ? cached : undefined;
        const claims = fresh ? fresh.claims : this.tokens.verify(token);
        if (!claims || claims.exp * 1000 <= now)
            throw new domain_error_1.DomainError('unauthorized', error_status_1.DEFAULT_MESSAGES[401]);
        const holder = fresh ? fresh.holder : await this.lookUp(token, claims);
        if (!holder || holder.revoked)
            throw new domain_error_1.DomainError('unauthorized', error_status_1.DEFAULT_MESSAGES[401]);
        if (!holder.is_active)
            throw new domain_error_1.DomainError('unauthorized', auth_messages_1.ACCOUNT_DEACTIVATED, { code: 'ACCOUNT_DEACTIVATED' });
        if (holder.token_generation !== claims.gen)
            throw new domain_error_1.DomainError('unauthorized', error_status_1.DEFAULT_MESSAGES[401]);
        return { id: holder.id, role: holder.role, tokenId: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
    }
    /** Drops a user's cached tokens here and in every other process. Call after the change commits. */
    async changed(userId) {
        this.forget(userId);
        if (!this.redis)
            return;
        try {
            await this.redis.publish(this.channel, String(userId));
        }
        catch {
            // Redis is down: the other processes' subscribers are down too, so their entries live 1 s.
        }
    }
    async lookUp(token, claims) {
        const epoch = this.epochs.get(claims.sub) ?? 0;
        const globalEpoch = this.globalEpoch;
        const row = await this.sql.one(
        // An employee's sign-in lives only while the employee is active (deactivated or removed: refused).
        `SELECT u.id, u.role, u.token_generation,
              u.is_active AND (u.employee_id IS NULL OR EXISTS (SELECT 1 FROM employees e WHERE e.id = u.employee_id AND e.is_active)) AS is_active,
              EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.token_id = $2) AS revoked
         FROM users u WHERE u.id = $1`, [claims.sub, claims.jti]);
        const holder = row ? { ...row, id: Number(row.id) } : null;
        if ((this.epochs.get(claims.sub) ?? 0) === epoch && this.globalEpoch === globalEpoch)
            this.remember(token, claims, holder);
        return holder;
    }
    remember(token, claims, holder) {
        if (this.entries.size >= MAX_ENTRIES)
            this.clear();
        const ttl = this.subscriber?.status === 'ready' ? TTL_WITH_CHANNEL_MS : TTL_WITHOUT_CHANNEL_MS;
        this.entries.set(token, { claims, holder, expiresAt: Date.now() + ttl });
        let tokens = this.tokensByUser.get(claims.sub);
        if (!tokens)
            this.tokensByUser.set(claims.sub, (tokens = new Set()));
        tokens.add(token);
    }
    forget(userId) {
        this.epochs.set(userId, (this.epochs.get(userId) ?? 0) + 1);
        for (const token of this.tokensByUser.get(userId) ?? [])
            this.entries.delete(token);
        this.tokensByUser.delete(userId);
    }
    clear() {
        this.globalEpoch += 1;
        this.entries.clear();
        this.tokensByUser.clear();
    }
};
exports.TokenHolders = TokenHolders;
exports.TokenHolders = TokenHolders = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, common_1.Inject)(redis_connection_1.REDIS)),
    __metadata("design:paramtypes", [sql_1.Sql,
        token_service_1.TokenService, Object, app_config_1.AppConfig])
], TokenHolders);
//# sourceMappingURL=token-holders.js.map