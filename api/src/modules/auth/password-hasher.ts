import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../../platform/config/app-config';

/** argon2id's parameters per PASSWORD_HASH_COST (AppConfig says when each applies). */
export const PASSWORD_HASH_OPTIONS = {
  standard: { type: argon2.argon2id },
  light: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

/**
 * argon2id, memory-hard and slow on purpose. A hash carries its own parameters, so a password
 * hashed at either cost verifies under both.
 */
@Injectable()
export class PasswordHasher {
  private placeholder?: Promise<string>;
  private readonly options;

  constructor(config: AppConfig) {
    this.options = PASSWORD_HASH_OPTIONS[config.PASSWORD_HASH_COST];
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** The same work as a real check, always false: for sign-ins with an unknown email. */
  async verifyNothing(password: string): Promise<false> {
    this.placeholder ??= this.hash('not a password anyone has');
    await this.verify(await this.placeholder, `${password}\u0000`);
    return false;
  }
}
