/**
 * The SSRF guard (docs/webhooks.md "Destinations"): every refused address kind, as an IP literal
 * and as a name resolving to it (a test resolver), URL forms, and a delivery that connects to the
 * address checked, not to what the name resolves to later.
 */
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DestinationGuard, forbiddenKind, urlFormProblem, type Resolve } from '../../src/webhooks/destination.js';
import { Sender } from '../../src/webhooks/send.js';

const REFUSED: Array<[string, string]> = [
  ['0.0.0.0', 'unspecified'], ['::', 'unspecified'],
  ['127.0.0.1', 'loopback'], ['127.255.0.9', 'loopback'], ['::1', 'loopback'], ['::ffff:127.0.0.1', 'loopback'],
  ['10.1.2.3', 'private'], ['172.16.0.1', 'private'], ['172.31.255.254', 'private'], ['192.168.1.1', 'private'], ['100.64.0.1', 'private'], ['fd12::1', 'private'],
  ['::ffff:10.0.0.1', 'private'],
  ['169.254.169.254', 'link-local'], ['fe80::1', 'link-local'],
  ['224.0.0.1', 'multicast'], ['239.255.255.250', 'multicast'], ['ff02::1', 'multicast'],
  ['240.0.0.1', 'reserved'], ['255.255.255.255', 'reserved'], ['192.0.2.10', 'reserved'], ['2001:db8::1', 'reserved'],
];
const PUBLIC = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '100.128.0.1'];

/** Names resolve as the test says; anything else does not resolve. */
const resolver = (names: Record<string, string[]>): Resolve => async (host) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

describe('the destination guard', () => {
  it('classifies every refused kind, and public addresses as public', () => {
    for (const [address, kind] of REFUSED) expect(forbiddenKind(address), address).toBe(kind);
    for (const address of PUBLIC) expect(forbiddenKind(address), address).toBeUndefined();
  });

  it('refuses URLs by form: scheme, credentials, length, not a URL', () => {
    expect(urlFormProblem('https://example.com/hook')).toBeUndefined();
    expect(urlFormProblem('ftp://example.com/')).toMatch(/https/);
    expect(urlFormProblem('https://a:b@example.com/')).toMatch(/user or password/);
    expect(urlFormProblem(`https://example.com/${'x'.repeat(2_000)}`)).toMatch(/2000/);
    expect(urlFormProblem('example.com/hook')).toMatch(/absolute URL/);
  });

  it('refuses literals and names resolving to refused addresses (any of them), names that do not resolve; lets public ones through', async () => {
    const names: Record<string, string[]> = { 'public.test': ['93.184.216.34'], 'mixed.test': ['93.184.216.34', '10.0.0.7'] };
    REFUSED.forEach(([address], i) => { names[`bad${i}.test`] = [address]; });
    const guard = new DestinationGuard(false, resolver(names));
    for (const [i, [address, kind]] of REFUSED.entries()) {
      const literal = address.includes(':') ? `[${address}]` : address;
      for (const url of [`https://${literal}/hook`, `https://bad${i}.test/hook`]) {
        const check = await guard.check(url);
        expect(check.ok, url).toBe(false);
        if (!check.ok) expect(check.problem).toContain(kind);
      }
    }
    const mixed = await guard.check('https://mixed.test/');
    expect(mixed.ok).toBe(false);
    expect(await guard.check('https://nowhere.test/')).toMatchObject({ ok: false, problem: expect.stringMatching(/does not resolve/) });
    expect(await guard.check('https://public.test:8443/hook')).toMatchObject({ ok: true, destination: { address: '93.184.216.34', family: 4 } });
    // WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lifts the address rule, not the form rules.
    const open = new DestinationGuard(true, resolver(names));
    expect((await open.check('http://127.0.0.1:1/')).ok).toBe(true);
    expect((await open.check('http://a:b@127.0.0.1:1/')).ok).toBe(false);
  });

  it('a delivery connects to the checked address, whatever the name resolves to after the check', async () => {
    let hits = 0;
    const server = createServer((req, res) => {
      hits++;
      res.end(req.headers.host);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      let answers = ['127.0.0.1'];
      const guard = new DestinationGuard(true, async () => answers);
      const check = await guard.check(`http://receiver.test:${port}/hook`);
      expect(check.ok).toBe(true);
      // The name now resolves elsewhere (and the system resolver knows no receiver.test): the pinned address is used.
      answers = ['10.9.9.9'];
      const sender = new Sender(5_000);
      const attempt = await sender.send((check as Extract<typeof check, { ok: true }>).destination, {}, Buffer.from('{}'));
      sender.close();
      expect(attempt.status).toBe(200);
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
