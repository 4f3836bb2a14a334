import { loadConfig } from '../../platform/config/app-config';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const standard = new PasswordHasher(loadConfig({}));
  const light = new PasswordHasher(loadConfig({ NODE_ENV: 'test' }));

  it('hashes with argon2id at the library default (64 MiB, 3 passes, 4 lanes) unless the cost is light', async () => {
    expect(await standard.hash('a password')).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(await light.hash('a password')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('verifies a hash of either cost under the other, and refuses a wrong password or a broken hash', async () => {
    const strong = await standard.hash('a password');
    const weak = await light.hash('a password');
    expect(await light.verify(strong, 'a password')).toBe(true);
    expect(await standard.verify(weak, 'a password')).toBe(true);
    expect(await standard.verify(strong, 'another')).toBe(false);
    expect(await standard.verify('not a hash', 'a password')).toBe(false);
    expect(await light.verifyNothing('a password')).toBe(false);
  });
});
