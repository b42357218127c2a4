import { describe, expect, it } from 'vitest';
import { networkOf } from '../../server/lib/network-of.ts';

describe('networkOf', () => {
  it('counts IPv4 by /24, IPv6 by /64 and loopback addresses one by one', () => {
    expect(networkOf('203.0.113.7')).toBe(networkOf('203.0.113.200'));
    expect(networkOf('203.0.113.7')).not.toBe(networkOf('203.0.114.7'));
    expect(networkOf('::ffff:203.0.113.9')).toBe(networkOf('203.0.113.7'));
    expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:db8:1:2:ffff::9'));
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'));
    expect(networkOf('127.0.0.1')).not.toBe(networkOf('127.0.0.2'));
    expect(networkOf('not an address')).toBe('not an address');
  });
});
