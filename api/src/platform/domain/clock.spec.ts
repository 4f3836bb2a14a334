import { now, setNow } from './clock';

describe('the business clock', () => {
  afterEach(() => setNow(process.env.PAANI_NOW));

  it("is the machine's clock when no instant is set", () => {
    setNow(undefined);
    const before = Date.now();
    const read = now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('reads a set instant, then runs on from it', async () => {
    setNow('2028-02-29T23:59:59.900Z');
    expect(now().toISOString() >= '2028-02-29T23:59:59.900Z').toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(now().toISOString() >= '2028-03-01T00:00:00.000Z').toBe(true);
    expect(now().getTime() - Date.parse('2028-03-01T00:00:00Z')).toBeLessThan(5_000);
  });

  it('refuses an instant it cannot read, naming the setting', () => {
    expect(() => setNow('the 31st')).toThrow(/PAANI_NOW must be an ISO 8601 instant/);
  });

  it('refuses PAANI_NOW when NODE_ENV=production: a stray setting there would date every entry wrongly', () => {
    const saved = { now: process.env.PAANI_NOW, env: process.env.NODE_ENV };
    process.env.PAANI_NOW = '2027-01-31T18:30:00Z';
    process.env.NODE_ENV = 'production';
    try {
      jest.isolateModules(() => expect(() => jest.requireActual('./clock')).toThrow(/refused when NODE_ENV=production/));
      process.env.NODE_ENV = 'test';
      jest.isolateModules(() => expect(jest.requireActual<typeof import('./clock')>('./clock').now().getUTCFullYear()).toBe(2027));
    } finally {
      for (const [key, value] of [
        ['PAANI_NOW', saved.now],
        ['NODE_ENV', saved.env],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });
});
