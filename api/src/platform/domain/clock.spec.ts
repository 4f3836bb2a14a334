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
});
