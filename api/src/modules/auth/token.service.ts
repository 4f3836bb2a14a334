import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';

export interface TokenClaims {
  sub: number;
  role: string;
  jti: string;
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

  issue(userId: number, role: string): string {
    return this.jwt.sign({ sub: userId, role }, { jwtid: randomUUID(), expiresIn: this.config.TOKEN_TTL_SECONDS });
  }

  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { algorithms: ['HS256'] });
      return typeof claims.sub === 'number' && typeof claims.jti === 'string' ? claims : null;
    } catch {
      return null;
    }
  }
}
