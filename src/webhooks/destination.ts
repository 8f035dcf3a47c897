/**
 * Where a webhook may send (docs/webhooks.md "Destinations"): an `http://` or `https://` URL of at
 * most 2,000 characters without user or password, whose host resolves only to public addresses.
 * Loopback, private, link-local, multicast, unspecified and reserved addresses are refused, so that
 * a webhook cannot make the server call into its own network (SSRF), unless
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS=true. The check runs when a webhook is created or updated and again
 * at every delivery, which then connects to the very address checked (send.ts): a DNS answer that
 * changes between the check and the connection cannot reach an internal address.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const MAX_URL = 2_000;

/** The addresses a host name resolves to (an IP literal resolves to itself). */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Why a URL cannot be a webhook's destination by its form, or undefined. */
export function urlFormProblem(text: string): string | undefined {
  if (text.length > MAX_URL) return `must have at most ${MAX_URL} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// or http://';
  if (url.username !== '' || url.password !== '') return 'must not carry a user or password';
  if (url.hostname === '') return 'has no host';
  return undefined;
}

const KINDS: ReadonlyArray<[kind: string, ranges: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']>]> = [
  ['unspecified', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  ['private', [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4'],
    ['192.0.0.0', 24, 'ipv4'], ['198.18.0.0', 15, 'ipv4'], ['fc00::', 7, 'ipv6']]],
  ['link-local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  ['multicast', [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']]],
  ['reserved', [['240.0.0.0', 4, 'ipv4'], ['192.0.2.0', 24, 'ipv4'], ['198.51.100.0', 24, 'ipv4'], ['203.0.113.0', 24, 'ipv4'], ['2001:db8::', 32, 'ipv6']]],
];

const LISTS = KINDS.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
  return { kind, list };
});

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function plain(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  // The same written in hex, as the URL parser normalizes it: `::ffff:7f00:1`.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), type: 'ipv4' };
  }
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** The kind of address a webhook may not reach (`loopback`, `private`, ...), or undefined for a public one. */
export function forbiddenKind(address: string): string | undefined {
  const { address: ip, type } = plain(address);
  if (type === 'ipv6' && /^::ffff:/i.test(ip)) return 'reserved';
  return LISTS.find(({ list }) => list.check(ip, type))?.kind;
}

/** Where a delivery connects: the address checked, for the host the URL names. */
export interface CheckedDestination { url: URL; address: string; family: 4 | 6 }

export type DestinationCheck = { ok: true; destination: CheckedDestination } | { ok: false; problem: string };

export class DestinationGuard {
  constructor(private readonly allowPrivate: boolean, private readonly resolve: Resolve = systemResolve) {}

  /** Resolves the URL's host and checks every address it gives; the first one is where to connect. */
  async check(text: string): Promise<DestinationCheck> {
    const form = urlFormProblem(text);
    if (form) return { ok: false, problem: form };
    const url = new URL(text);
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await this.resolve(host);
    } catch {
      return { ok: false, problem: `has a host (${host}) that does not resolve to an address` };
    }
    if (addresses.length === 0) return { ok: false, problem: `has a host (${host}) that does not resolve to an address` };
    if (!this.allowPrivate) {
      for (const address of addresses) {
        const kind = forbiddenKind(address);
        if (kind) return { ok: false, problem: `has a host that resolves to a ${kind} address (${address}); a webhook must reach a public address` };
      }
    }
    const address = addresses[0]!;
    return { ok: true, destination: { url, address, family: isIP(address) === 6 ? 6 : 4 } };
  }
}
