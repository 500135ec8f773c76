import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a limit per address counts by. An IPv4 address whole. An IPv6 address by its /64
 * prefix (`2001:db8:1:2::/64`): one home or one server is handed a whole /64, so counting its
 * addresses apart would give it 2^64 fresh tries. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, how a dual-stack socket reports an IPv4 caller) is that IPv4 address.
 * A zone id (`fe80::1%eth0`) is not part of the address. Anything that is not an IP address is
 * counted as it is.
 */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const hex = dotted
    ? ip.slice(0, dotted.index) +
      [(Number(dotted[1]) << 8) | Number(dotted[2]), (Number(dotted[3]) << 8) | Number(dotted[4])]
        .map((g) => g.toString(16))
        .join(':')
    : ip;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
