import ipaddr from 'ipaddr.js';

/**
 * The network an address belongs to, for limits that a crowd of neighbouring addresses must not
 * multiply: the /24 of an IPv4 address, the /64 of an IPv6 one (what one home or one server
 * usually holds), and a loopback address on its own. An IPv4-mapped IPv6 address counts as its
 * IPv4 one; something that is not an address counts as itself.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'loopback') return parsed.toString();
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = parsed.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
