import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';

export interface TokenClaims {
  sub: number;
  role: string;
  jti: string;
  /** The user's token generation when it was issued; a password change or deactivation moves it on. */
  gen: number;
  iat: number;
  exp: number;
}

/** Signs and checks bearer tokens. Each token has its own id so it can be revoked alone. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  /** `generation` is the user's current token generation (0 for an account never changed). */
  issue(userId: number, role: string, generation = 0): string {
    return this.jwt.sign({ sub: userId, role, gen: generation }, { jwtid: randomUUID(), expiresIn: this.config.TOKEN_TTL_SECONDS });
  }

  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { algorithms: ['HS256'] });
      const wellFormed = Number.isSafeInteger(claims.sub) && typeof claims.jti === 'string' && Number.isSafeInteger(claims.gen);
      return wellFormed ? claims : null;
    } catch {
      return null;
    }
  }
}
