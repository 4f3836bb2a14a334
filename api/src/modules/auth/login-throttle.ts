import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain/domain-error';
import { REDIS } from '../../platform/queue/redis-connection';

export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per email (5 in 15 minutes, then 429). Kept in Redis so every
 * process of a deployment shares it; in memory when there is no Redis.
 */
@Injectable()
export class LoginThrottle {
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly config: AppConfig,
  ) {}

  private key(email: string): string {
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `${this.config.QUEUE_PREFIX}:login-failures:${digest}`;
  }

  async assertAllowed(email: string): Promise<void> {
    const key = this.key(email);
    let count = 0;
    let secondsLeft = FAILED_SIGN_IN_WINDOW_SECONDS;
    if (this.redis) {
      const [value, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
      count = Number(value ?? 0);
      if (ttl > 0) secondsLeft = ttl;
    } else {
      const entry = this.memory.get(key);
      if (entry && entry.expiresAt > Date.now()) {
        count = entry.count;
        secondsLeft = Math.ceil((entry.expiresAt - Date.now()) / 1000);
      }
    }
    if (count >= MAX_FAILED_SIGN_INS) {
      const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
      throw new DomainError(
        'too_many_requests',
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        {
          code: 'TOO_MANY_LOGIN_ATTEMPTS',
        },
      );
    }
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    if (this.redis) {
      const count = await this.redis.incr(key);
      if (count === 1) await this.redis.expire(key, FAILED_SIGN_IN_WINDOW_SECONDS);
      return;
    }
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt > Date.now()) entry.count += 1;
    else this.memory.set(key, { count: 1, expiresAt: Date.now() + FAILED_SIGN_IN_WINDOW_SECONDS * 1000 });
  }

  async reset(email: string): Promise<void> {
    const key = this.key(email);
    if (this.redis) await this.redis.del(key);
    else this.memory.delete(key);
  }
}
