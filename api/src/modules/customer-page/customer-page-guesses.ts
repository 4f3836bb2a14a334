import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { REDIS } from '../../platform/queue/redis-connection';
import { AttemptCounter, Taken } from '../auth/attempt-counter';
import { addressLimitKey } from '../auth/client-address';

/** Wrong links or PINs one client address may try in a window. */
export const MAX_PAGE_GUESSES_PER_ADDRESS = 30;
/** Wrong PINs one link takes in a window, from any address (10,000 PINs stay out of reach). */
export const MAX_PIN_GUESSES_PER_LINK = 5;
export const PAGE_GUESS_WINDOW_SECONDS = 15 * 60;

const TOO_MANY = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return DomainError.tooMany(
    `Too many wrong tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ERROR_CODES.customerPageTooManyGuesses,
    seconds,
  );
};

/** One opening of a customer page in progress: its count stands as a guess unless the link (and PIN) turn out right. */
export interface PageOpening {
  /** The link (and its PIN, if any) were right: the address gets its count back, the link's wrong PINs start afresh. */
  opened(): Promise<void>;
  /** Not a guess (the page asks for its PIN): the count goes back. */
  notAGuess(): Promise<void>;
  /** A PIN is about to be checked: counts it against the link too; 429 when the link has had too many. */
  checkingPin(customerId: number): Promise<void>;
  /** A wrong link or PIN: kept, and written to the log (without the token). */
  wrong(what: 'link' | 'pin', detail: string): void;
}

/**
 * Guessing a customer page's link or PIN is rate-limited and logged: every opening takes a count
 * from its address's budget up front (parallel guesses cannot slip under the limit), and each PIN
 * tried one from its link's. Counts of right openings are given back, so a customer reading their
 * page never uses up the budget. The counters are the sign-in limits' (Redis, else in-process).
 */
@Injectable()
export class CustomerPageGuesses {
  private readonly logger = new Logger('CustomerPage');
  private readonly counter: AttemptCounter;

  constructor(
    @Inject(REDIS) redis: Redis | null,
    private readonly config: AppConfig,
  ) {
    this.counter = new AttemptCounter(redis, PAGE_GUESS_WINDOW_SECONDS);
  }

  async begin(address: string): Promise<PageOpening> {
    const addressKey = `${this.config.QUEUE_PREFIX}:customer-page-guesses:${addressLimitKey(address)}`;
    const byAddress = await this.counter.take(addressKey);
    if (byAddress.count > MAX_PAGE_GUESSES_PER_ADDRESS) {
      await this.counter.giveBack(addressKey, byAddress.store);
      this.logger.warn({ address }, 'Customer page: too many wrong links or PINs from one address');
      throw TOO_MANY(byAddress.secondsLeft);
    }
    let byLink: { key: string; taken: Taken } | null = null;
    return {
      opened: async () => {
        await this.counter.giveBack(addressKey, byAddress.store);
        if (byLink) await this.counter.clear(byLink.key, byLink.taken.store);
      },
      notAGuess: () => this.counter.giveBack(addressKey, byAddress.store),
      checkingPin: async (customerId) => {
        const key = `${this.config.QUEUE_PREFIX}:customer-page-pin:${customerId}`;
        const taken = await this.counter.take(key);
        if (taken.count > MAX_PIN_GUESSES_PER_LINK) {
          await Promise.all([this.counter.giveBack(key, taken.store), this.counter.giveBack(addressKey, byAddress.store)]);
          this.logger.warn({ address, customerId }, 'Customer page: too many wrong PINs for one link');
          throw TOO_MANY(taken.secondsLeft);
        }
        byLink = { key, taken };
      },
      wrong: (what, detail) => this.logger.warn({ address, what, detail }, `Customer page: wrong ${what}`),
    };
  }
}
