import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to every address it has (node:dns's lookup with `all: true`). */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Networks a webhook may never reach: this host, private and shared networks, link-local (cloud
 * metadata at 169.254.169.254), multicast, reserved and documentation ranges, and the IPv6 ranges
 * that carry an IPv4 address inside (NAT64, 6to4) or stay local (ULA, link-local). BlockList checks
 * an IPv4-mapped IPv6 address (`::ffff:7f00:1`) against the IPv4 rules.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether `address` (an IP literal) is on the public internet. Anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = MAPPED_V4.exec(bare);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  const family = isIP(bare);
  if (family === 4) return !FORBIDDEN.check(bare, 'ipv4');
  if (family === 6) return !FORBIDDEN.check(bare, 'ipv6');
  return false;
}

/** Why an address may not be called. */
export type TargetRefusal = 'invalid' | 'https_only' | 'private' | 'unresolved';

/** Where a delivery connects: the host as named and the one address checked for it. */
export interface CheckedTarget {
  url: URL;
  /** The address to connect to (pinned: the one that was checked). */
  address: string;
  family: 4 | 6;
}

export interface TargetPolicy {
  /**
   * Host names the operator allowed although they are local (WEBHOOK_LOCAL_HOSTS, refused in
   * production): reachable over http too, for tests and development. Empty by default.
   */
  localHosts: readonly string[];
  lookup: HostLookup;
}

/**
 * Checks an endpoint's address and resolves it, when saved and again before every delivery: https
 * only, and every address the name resolves to must be public (a name with one private address is
 * refused whole, so no second resolution can pick it). Answers the address to connect to, or why not.
 */
export async function checkWebhookTarget(
  raw: string,
  policy: TargetPolicy,
): Promise<{ ok: true; target: CheckedTarget } | { ok: false; reason: TargetRefusal }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowedLocal = policy.localHosts.includes(host.replace(/\.$/, ''));
  if (url.protocol !== 'https:' && !(allowedLocal && url.protocol === 'http:')) {
    return { ok: false, reason: url.protocol === 'http:' ? 'https_only' : 'invalid' };
  }
  const literal = isIP(host);
  if (literal) {
    if (!allowedLocal && !isPublicAddress(host)) return { ok: false, reason: 'private' };
    return { ok: true, target: { url, address: host, family: literal === 6 ? 6 : 4 } };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await policy.lookup(host);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  // IPv4 first when the name has both: not every server reaches IPv6, and only one address is tried.
  const first = addresses.find((a) => a.family === 4) ?? addresses[0];
  if (!first) return { ok: false, reason: 'unresolved' };
  if (!allowedLocal && addresses.some((a) => !isPublicAddress(a.address))) {
    return { ok: false, reason: 'private' };
  }
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}
