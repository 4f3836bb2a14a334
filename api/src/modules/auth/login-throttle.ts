import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { DEFAULT_MESSAGES } from '../../platform/http/error-status';
import { REDIS } from '../../platform/queue/redis-connection';
import { AttemptCounter } from './attempt-counter';
import { addressLimitKey } from './client-address';

export const MAX_FAILED_SIGN_INS = 5;
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 60;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** One sign-in in progress: its counts stand as failures unless the password is accepted. */
export interface SignInAttempt {
  /** The password was right: the attempt is not a failure for the address, and the account starts afresh. */
  passwordAccepted(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Two independent budgets of failed sign-ins per 15 minutes: 5 per account (by email, whatever
 * the address) and 60 per client address (whatever the email). Every attempt takes its count up
 * front, before the password is checked, so parallel guesses cannot all slip under a limit; a
 * correct password gives the address's count back, so successful sign-ins never use it up.
 */
@Injectable()
export class LoginThrottle {
  private readonly counter: AttemptCounter;

  constructor(
    @Inject(REDIS) redis: Redis | null,
    private readonly config: AppConfig,
  ) {
    this.counter = new AttemptCounter(redis, FAILED_SIGN_IN_WINDOW_SECONDS);
  }

  private accountKey(email: string): string {
    return `${this.config.QUEUE_PREFIX}:login-failures:${digest(email.trim().toLowerCase())}`;
  }

  private addressKey(address: string): string {
    return `${this.config.QUEUE_PREFIX}:login-failures:address:${digest(addressLimitKey(address))}`;
  }

  /** Takes one count from both budgets, or refuses with 429 when either is used up. */
  async begin(email: string, address: string): Promise<SignInAttempt> {
    const addressKey = this.addressKey(address);
    const byAddress = await this.counter.take(addressKey);
    if (byAddress.count > MAX_FAILED_SIGN_INS_PER_ADDRESS) {
      await this.counter.giveBack(addressKey, byAddress.store);
      throw new DomainError('too_many_requests', DEFAULT_MESSAGES[429], { code: ERROR_CODES.tooManySignInsFromAddress });
    }
    const accountKey = this.accountKey(email);
    const byAccount = await this.counter.take(accountKey);
    if (byAccount.count > MAX_FAILED_SIGN_INS) {
      // Refused before any password check: not a guess, so neither budget keeps this count.
      await Promise.all([this.counter.giveBack(accountKey, byAccount.store), this.counter.giveBack(addressKey, byAddress.store)]);
      const minutes = Math.max(1, Math.ceil(byAccount.secondsLeft / 60));
      throw DomainError.tooMany(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        ERROR_CODES.tooManyLoginAttempts,
        byAccount.secondsLeft,
      );
    }
    return {
      passwordAccepted: async () => {
        await Promise.all([this.counter.giveBack(addressKey, byAddress.store), this.counter.clear(accountKey, byAccount.store)]);
      },
    };
  }
}
