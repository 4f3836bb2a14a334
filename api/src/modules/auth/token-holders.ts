import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../platform/config/app-config';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Caller, Role } from '../../platform/http/decorators';
import { DEFAULT_MESSAGES } from '../../platform/http/error-status';
import { REDIS } from '../../platform/queue/redis-connection';
import { TokenClaims, TokenService } from './token.service';
import { ACCOUNT_DEACTIVATED } from './auth.messages';

/** What the guard needs to know of a token's holder. */
export interface TokenHolder {
  id: number;
  role: string;
  is_active: boolean;
  revoked: boolean;
  token_generation: number;
}

interface Entry {
  claims: TokenClaims;
  holder: TokenHolder | null;
  /** When this entry must be looked up again (the cache's time-to-live, not the token's expiry). */
  expiresAt: number;
}

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
@Injectable()
export class TokenHolders implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('TokenHolders');
  private readonly entries = new Map<string, Entry>();
  /** Each user's cached token strings, to drop them together. */
  private readonly tokensByUser = new Map<number, Set<string>>();
  /** Bumped on every invalidation of a user, so a lookup that raced with a change is not cached. */
  private readonly epochs = new Map<number, number>();
  /** Bumped when the whole cache is dropped, for the same reason. */
  private globalEpoch = 0;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    private readonly sql: Sql,
    private readonly tokens: TokenService,
    @Inject(REDIS) private readonly redis: Redis | null,
    config: AppConfig,
  ) {
    this.channel = `${config.QUEUE_PREFIX}:token-holders`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate({ lazyConnect: true });
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, userId: string) => this.forget(Number(userId)));
    // Messages sent while the channel was down are lost: start afresh whenever it comes back.
    subscriber.on('ready', () => this.clear());
    this.subscriber = subscriber;
    try {
      await subscriber.connect();
      await subscriber.subscribe(this.channel);
    } catch (error) {
      this.logger.warn(`Token invalidation channel not up yet (${(error as Error).message}); cached holders live 1 s.`);
    }
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  /**
   * The signed-in caller for a bearer token, or the 401 that refuses it. A token seen within the
   * cache's lifetime skips both the signature check (the exact string was verified before) and the
   * database; only its expiry is checked again.
   */
  async authenticate(token: string | undefined): Promise<Caller> {
    if (!token) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    const now = Date.now();
    const cached = this.entries.get(token);
    const fresh = cached && cached.expiresAt > now ? cached : undefined;
    const claims = fresh ? fresh.claims : this.tokens.verify(token);
    if (!claims || claims.exp * 1000 <= now) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    const holder = fresh ? fresh.holder : await this.lookUp(token, claims);
    if (!holder || holder.revoked) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    if (!holder.is_active) throw new DomainError('unauthorized', ACCOUNT_DEACTIVATED, { code: ERROR_CODES.accountDeactivated });
    if (holder.token_generation !== claims.gen) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    return { id: holder.id, role: holder.role as Role, tokenId: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
  }

  /** Drops a user's cached tokens here and in every other process. Call after the change commits. */
  async changed(userId: number): Promise<void> {
    this.forget(userId);
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, String(userId));
    } catch {
      // Redis is down: the other processes' subscribers are down too, so their entries live 1 s.
    }
  }

  private async lookUp(token: string, claims: TokenClaims): Promise<TokenHolder | null> {
    const epoch = this.epochs.get(claims.sub) ?? 0;
    const globalEpoch = this.globalEpoch;
    const row = await this.sql.one<TokenHolder & { id: string }>(
      // An employee's sign-in lives only while the employee is active (deactivated or removed: refused).
      `SELECT u.id, u.role, u.token_generation,
              u.is_active AND (u.employee_id IS NULL OR EXISTS (SELECT 1 FROM employees e WHERE e.id = u.employee_id AND e.is_active)) AS is_active,
              EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.token_id = $2) AS revoked
         FROM users u WHERE u.id = $1`,
      [claims.sub, claims.jti],
    );
    const holder: TokenHolder | null = row ? { ...row, id: Number(row.id) } : null;
    if ((this.epochs.get(claims.sub) ?? 0) === epoch && this.globalEpoch === globalEpoch) this.remember(token, claims, holder);
    return holder;
  }

  private remember(token: string, claims: TokenClaims, holder: TokenHolder | null): void {
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    const ttl = this.subscriber?.status === 'ready' ? TTL_WITH_CHANNEL_MS : TTL_WITHOUT_CHANNEL_MS;
    this.entries.set(token, { claims, holder, expiresAt: Date.now() + ttl });
    let tokens = this.tokensByUser.get(claims.sub);
    if (!tokens) this.tokensByUser.set(claims.sub, (tokens = new Set()));
    tokens.add(token);
  }

  private forget(userId: number): void {
    this.epochs.set(userId, (this.epochs.get(userId) ?? 0) + 1);
    for (const token of this.tokensByUser.get(userId) ?? []) this.entries.delete(token);
    this.tokensByUser.delete(userId);
  }

  private clear(): void {
    this.globalEpoch += 1;
    this.entries.clear();
    this.tokensByUser.clear();
  }
}
