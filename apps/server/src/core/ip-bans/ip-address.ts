import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One spelling per address, so a ban matches however the address arrives: IPv6 compressed and lower-case
 * (RFC 5952, as the URL parser writes it), and an IPv4 address seen through a dual-stack socket
 * ("::ffff:10.0.0.1") as plain IPv4.
 */
export function canonicalIp(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const host = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const mapped = MAPPED_IPV4.exec(host);
  if (!mapped) return host;
  const [high, low] = [parseInt(mapped[1] ?? '0', 16), parseInt(mapped[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
