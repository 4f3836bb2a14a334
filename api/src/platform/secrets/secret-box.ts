import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';

const VERSION = 'v1';

/**
 * Secrets kept in the database (never in a log line or an answer) are sealed with AES-256-GCM under
 * a key from the environment: SECRETS_KEY, else one derived from JWT_SECRET (HKDF with its own
 * label, so neither key tells the other). A sealed text is `v1.<iv>.<tag>.<ciphertext>` in
 * base64url; opening checks the tag, so a changed text or another key is refused, never misread.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = secretKey(config.SECRETS_KEY ?? config.JWT_SECRET ?? '');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, text] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || text === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
  }
}

export function secretKey(material: string): Buffer {
  if (material.length < 32) throw new Error('SECRETS_KEY (or JWT_SECRET) must be at least 32 characters to seal secrets');
  return Buffer.from(hkdfSync('sha256', material, 'paani', 'paani secrets at rest v1', 32));
}
