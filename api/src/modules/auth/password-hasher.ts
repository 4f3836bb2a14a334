import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (memory-hard, slow on purpose). */
@Injectable()
export class PasswordHasher {
  private placeholder?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
