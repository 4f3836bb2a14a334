import { AppConfig } from '../config/app-config';
import { SecretBox } from './secret-box';

const box = (key: string) => new SecretBox(Object.assign(new AppConfig(), { SECRETS_KEY: key }));
const KEY = 'k'.repeat(40);

describe('SecretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box(KEY).seal('EAAG-token-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('EAAG');
    expect(box(KEY).open(sealed)).toBe('EAAG-token-123');
    expect(box(KEY).seal('EAAG-token-123')).not.toBe(sealed);
  });

  it('refuses a changed text and another key', () => {
    const sealed = box(KEY).seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('Secret').toString('base64url');
    expect(() => box(KEY).open(parts.join('.'))).toThrow();
    expect(() => box('x'.repeat(40)).open(sealed)).toThrow();
    expect(() => box(KEY).open('plain')).toThrow('Not a sealed secret');
  });

  it('falls back to a key derived from JWT_SECRET, not JWT_SECRET itself', () => {
    const jwt = new SecretBox(Object.assign(new AppConfig(), { JWT_SECRET: KEY }));
    expect(jwt.open(box(KEY).seal('same material'))).toBe('same material');
    expect(() => box('short')).toThrow(/at least 32/);
  });
});
