/**
 * Authentication against hostile clients (issue: failed logins must not tell key ids apart nor burn
 * the CPU): a wrong secret for an existing key and an unknown key cost the same slow check, and
 * failed attempts are limited per client address and per key id, answered 429 before any hashing;
 * a key whose secret this process has verified keeps working meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createService } from '../../src/server.js';
import { basic, createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { checkExchanges } from '../support/openapi-replay.js';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await createTestCatalog({ products: 20, seed: 13, env: { RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0' } });
});
afterAll(async () => catalog?.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('authentication timing', () => {
  it('an unknown key and a wrong secret for a real one take the same time (the slow check, either way)', async () => {
    const known = catalog.keys.reader;
    const unknown = `ck_${'0'.repeat(24)}`;
    const time = async (key: string) => {
      const started = performance.now();
      const res = await catalog.app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization: basic(key, 'wrong-secret-wrong-secret') } });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    const wrongSecret: number[] = [];
    const noSuchKey: number[] = [];
    // Interleaved, so that the machine's drift falls on both alike.
    for (let i = 0; i < 12; i++) {
      wrongSecret.push(await time(known));
      noSuchKey.push(await time(unknown));
    }
    const [a, b] = [median(wrongSecret), median(noSuchKey)];
    // scrypt N=16384 takes tens of milliseconds; a lookup alone well under one.
    expect(a).toBeGreaterThan(5);
    expect(b).toBeGreaterThan(5);
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(2.5);
  });
});

describe('credentials no key can have', () => {
  const raw = (...parts: Array<string | Buffer>) => `Basic ${Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))).toString('base64')}`;
  const ask = (authorization: string) => catalog.app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization } });

  it('the right secret with a NUL, another control character or bytes that are not UTF-8: 401, never a match', async () => {
    const [key, secret] = Buffer.from(catalog.auth.reader.slice('Basic '.length), 'base64').toString().split(':') as [string, string];
    expect((await ask(raw(key, ':', secret))).statusCode).toBe(200);
    const refused = [
      raw(key, ':', secret, '\0'), raw(key, ':', secret, '\0\0\0'), raw(key, ':', secret, '\0tail'), raw(key, ':', '\0', secret),
      raw(key, '\0', ':', secret), raw('\0', key, ':', secret), raw(key, ':', secret, '\u0001'), raw(key, ':', secret, '\t'),
      raw(key, ':', secret, '\n'), raw(key, ':', secret, '\u001f'), raw(key, ':', secret, '\u007f'), raw(key, ':', secret, '\u0085'),
      raw(key, '\r', ':', secret), raw(key, ':', secret, Buffer.from([0xff])), raw(key, ':', secret, Buffer.from([0xc3])),
      raw(key, Buffer.from([0xc0, 0xaf]), ':', secret), raw(key, ':', Buffer.from([0xed, 0xa0, 0x80]), secret),
    ];
    for (const authorization of refused) {
      const res = await ask(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe('authentication.not_authenticated');
      expect(res.headers['www-authenticate']).toBe('Basic realm="catalog", charset="UTF-8"');
    }
    // The key itself still works: refusing those was not counted against it.
    expect((await ask(raw(key, ':', secret))).statusCode).toBe(200);
  });

  it('take the time of any other failure (the slow check)', async () => {
    const [key, secret] = Buffer.from(catalog.auth.reader.slice('Basic '.length), 'base64').toString().split(':') as [string, string];
    const time = async (authorization: string) => {
      const started = performance.now();
      expect((await ask(authorization)).statusCode).toBe(401);
      return performance.now() - started;
    };
    const control: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      control.push(await time(raw(key, ':', secret, '\0')));
      unknown.push(await time(raw(`ck_${'0'.repeat(24)}`, ':', secret)));
    }
    const [a, b] = [median(control), median(unknown)];
    expect(a).toBeGreaterThan(5);
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(2.5);
  });
});

describe('failed attempts are limited', () => {
  it('per client address and per key id, with 429 and Retry-After; a verified key keeps working', async () => {
    const config = loadConfig({ ...process.env, DATABASE_URL: catalog.config.databaseUrl, RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '3' });
    const { app } = await createService(config, undefined, catalog.store);
    checkExchanges(app);
    const send = (authorization: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization }, remoteAddress });
    try {
      // The reader's secret is verified once from the attacker's address before the attack.
      const reader = catalog.auth.reader;
      expect((await send(reader, '203.0.113.9')).statusCode).toBe(200);
      const guess = (n: number) => basic(`ck_${String(n).padStart(24, '0')}`, 'guess-guess-guess');
      for (let i = 0; i < 3; i++) expect((await send(guess(i), '203.0.113.9')).statusCode).toBe(401);
      const throttled = await send(guess(99), '203.0.113.9');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().error.code).toBe('too_many_requests');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      // The secret it verified before still works from there; another address is not affected.
      expect((await send(reader, '203.0.113.9')).statusCode).toBe(200);
      expect((await send(guess(100), '198.51.100.7')).statusCode).toBe(401);

      // Wrong secrets for one key from many addresses: that key id is limited, from anywhere.
      const manager = catalog.keys.manager;
      for (let i = 0; i < 3; i++) expect((await send(basic(manager, 'not-the-secret'), `192.0.2.${i + 1}`)).statusCode).toBe(401);
      expect((await send(basic(manager, 'not-the-secret'), '192.0.2.50')).statusCode).toBe(429);
      // The right secret, never verified by this process: it would need the slow check, so it waits too.
      expect((await send(catalog.auth.manager, '192.0.2.51')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
