import { addressLimitKey } from './client-address';

describe('the address a per-address limit counts', () => {
  it('is the IPv4 address, also when a dual-stack socket writes it IPv4-mapped', () => {
    expect(addressLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressLimitKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(addressLimitKey('2001:db8:aa:1::1')).toBe(key);
    expect(addressLimitKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(key);
    expect(addressLimitKey('2001:DB8:AA:1:0:0:0:9%eth0')).toBe(key);
    expect(addressLimitKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(addressLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
