import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../platform/config/app-config';
import { REDIS } from '../../platform/queue/redis-connection';

/**
 * At most WHATSAPP_SENDS_PER_SECOND calls a second to one owner's account, across every process
 * that sends (a Redis counter per account and second; without Redis, this process's own count).
 * A send over the limit waits for the next second rather than being refused by WhatsApp.
 */
@Injectable()
export class AccountRateGate {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async take(ownerId: number): Promise<void> {
    for (;;) {
      const second = Math.floor(Date.now() / 1000);
      const key = `${this.config.QUEUE_PREFIX}:whatsapp-rate:${ownerId}:${second}`;
      if ((await this.count(key)) <= this.config.WHATSAPP_SENDS_PER_SECOND) return;
      await new Promise((resolve) => setTimeout(resolve, (second + 1) * 1000 - Date.now()));
    }
  }

  private async count(key: string): Promise<number> {
    if (this.redis) {
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, 2).exec()) as [[Error | null, number]];
      return count;
    }
    const count = (this.local.get(key) ?? 0) + 1;
    if (this.local.size > 1000) this.local.clear();
    this.local.set(key, count);
    return count;
  }
}
