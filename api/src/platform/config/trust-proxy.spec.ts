import { loadConfig } from './app-config';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy(loadConfig({}).TRUST_PROXY)).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges, as Fastify does', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,fd00::/8, ::1,loopback')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toBe('10.0.0.5');
  });

  it.each([
    ['true', /would believe any X-Forwarded-For/],
    ['0', /hop count must be 1-10/],
    ['11', /hop count must be 1-10/],
    ['10.0.0.300', /"10.0.0.300" is not an IP address/],
    ['proxy.internal', /"proxy.internal" is not an IP address/],
    ['10.0.0.0/33', /prefix length outside 0-32/],
    ['10.0.0.0/8/1', /is not an IP address or CIDR range/],
    ['10.0.0.1,', /"" is not an IP address/],
  ])('refuses %s at start, with the reason', (value, reason) => {
    expect(() => parseTrustProxy(value)).toThrow(reason);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: /);
  });
});
