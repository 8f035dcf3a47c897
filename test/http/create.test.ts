/**
 * users/create and organizations/create: permission by subscription type, the caller's own
 * organization for managers, every field's rules, 409 on a duplicate email, the created record
 * visible to queries at once, and nothing written by a failed create.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { users } from '../../src/resources/users/resource.js';
import { basic, createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let managerOrg: number;
let otherOrg: number;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 30, seed: 4, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  const manager = catalog.records.users!.find((u) => u.isEnabled && u.subscription.type === 2)!;
  managerOrg = manager.organization;
  otherOrg = catalog.records.organizations!.find((o) => o.id !== managerOrg)!.id;
});
afterAll(async () => catalog?.close());

let n = 0;
const userBody = (over: Record<string, unknown> = {}) => ({
  email: `new.user.${++n}@example.test`, password: 'correct horse battery', role: 'software_developer',
  organization: managerOrg, profile: { name: `New User ${n}` }, preferences: { language: 'nl' }, subscription: { type: 1 }, ...over,
});
const post = (url: string, authorization: string | undefined, payload: unknown) =>
  catalog.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, payload: payload as object });
const countUsers = async () => (await post('/v4/users/query', catalog.auth.administrator, {})).json().meta.total as number;

describe('users/create', () => {
  it('is refused to readers (403) and anonymous callers (401), allowed to managers and administrators', async () => {
    expect((await post('/v4/users/create', undefined, userBody())).statusCode).toBe(401);
    const reader = await post('/v4/users/create', catalog.auth.reader, userBody());
    expect(reader.statusCode).toBe(403);
    expect(reader.json().error.code).toBe('authorization.forbidden');
    expect((await post('/v4/users/create', catalog.auth.manager, userBody())).statusCode).toBe(200);
    expect((await post('/v4/users/create', catalog.auth.administrator, userBody({ organization: otherOrg }))).statusCode).toBe(200);
  });

  it('lets a manager create users only in its own organization', async () => {
    const before = await countUsers();
    const response = await post('/v4/users/create', catalog.auth.manager, userBody({ organization: otherOrg }));
    expect(response.statusCode).toBe(403);
    expect(await countUsers()).toBe(before);
  });

  describe('no key grants more than it holds', () => {
    // Subscription types 1 reader, 2 manager, 3 administrator, 4 none (docs/contract.md §3).
    const expected: Record<'reader' | 'manager' | 'administrator', Record<number, number>> = {
      reader: { 1: 403, 2: 403, 3: 403, 4: 403 },
      // Type 4 does not exist: a 422 of the body's references, before the caller's right to give it (docs/contract.md §2).
      manager: { 1: 200, 2: 200, 3: 403, 4: 422 },
      administrator: { 1: 200, 2: 200, 3: 200, 4: 422 },
    };
    for (const [caller, byType] of Object.entries(expected) as Array<[keyof typeof expected, Record<number, number>]>) {
      for (const [type, status] of Object.entries(byType)) {
        it(`a ${caller} giving subscription type ${type}: ${status}${status === 200 ? '' : ', nothing written'}`, async () => {
          const before = await countUsers();
          const body = userBody({ subscription: { type: Number(type) } });
          const response = await post('/v4/users/create', catalog.auth[caller], body);
          expect(response.statusCode, response.body).toBe(status);
          if (status === 403) expect(response.json().error.code).toBe('authorization.forbidden');
          if (status === 422) expect(response.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/subscription/type']);
          expect(await countUsers()).toBe(before + (status === 200 ? 1 : 0));
          if (status !== 200) {
            const found = await post('/v4/users/query', catalog.auth.administrator, {});
            expect(found.json().results.map((u: { name: string }) => u.name)).not.toContain(body.profile.name);
            return;
          }
          const [row] = await catalog.database.sql('SELECT d.hidden FROM users u JOIN users_docs d ON d.rid = u.rid WHERE u.id = ?', [response.json().user.id]);
          expect(JSON.parse(row!.hidden as string).subscription.type).toBe(Number(type));
        });
      }
    }

    it('a new manager made by a manager cannot make an administrator either', async () => {
      const made = await post('/v4/users/create', catalog.auth.manager, userBody({ subscription: { type: 2 } }));
      expect(made.statusCode).toBe(200);
      const key = await createKey(catalog.store, users, { userId: made.json().user.id, environment: catalog.config.environment });
      const escalated = await post('/v4/users/create', basic(key.key, key.secret), userBody({ subscription: { type: 3 } }));
      expect(escalated.statusCode).toBe(403);
    });
  });

  it('answers the query view with defaults applied, visible to queries at once, password never shown', async () => {
    const body = userBody({ isEnabled: undefined });
    const response = await post('/v4/users/create', catalog.auth.administrator, body);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(Object.keys(user)).toEqual(['id', 'name', 'organization', 'meta']);
    expect(user).toMatchObject({ name: body.profile.name, organization: managerOrg });
    expect(response.body).not.toContain('correct horse');
    const found = await post('/v4/users/query', catalog.auth.reader, { filter: { id: user.id } });
    expect(found.json().results).toEqual([user]);
    const [row] = await catalog.database.sql("SELECT data FROM private_data WHERE resource = 'users' AND id = ?", [String(user.id)]);
    const dump = row!.data as string;
    expect(dump).not.toContain('correct horse');
    expect(JSON.parse(dump).passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers 409 conflict for a taken email, whatever its case, and writes nothing', async () => {
    const body = userBody();
    expect((await post('/v4/users/create', catalog.auth.administrator, body)).statusCode).toBe(200);
    const before = await countUsers();
    const again = await post('/v4/users/create', catalog.auth.administrator, userBody({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    expect(await countUsers()).toBe(before);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['email missing', { email: undefined }, '/email'],
    ['email not an address', { email: 'nobody' }, '/email'],
    ['email not a string', { email: 42 }, '/email'],
    ['password too short', { password: 'short' }, '/password'],
    ['password ending in a NUL', { password: 'correct horse battery\u0000' }, '/password'],
    ['password with a control character', { password: 'correct\u0085horse battery' }, '/password'],
    ['unknown role', { role: 'king' }, '/role'],
    ['role missing', { role: undefined }, '/role'],
    ['unknown target group', { targetGroups: ['aliens'] }, '/targetGroups/0'],
    ['organization missing', { organization: undefined }, '/organization'],
    ['organization not an integer', { organization: 'one' }, '/organization'],
    ['isEnabled not a boolean', { isEnabled: 'yes' }, '/isEnabled'],
    ['profile.name missing', { profile: {} }, '/profile/name'],
    ['preferences.language missing', { preferences: { isPublic: false } }, '/preferences/language'],
    ['preferences.isPublic not a boolean', { preferences: { language: 'nl', isPublic: 1 } }, '/preferences/isPublic'],
    ['subscription.type missing', { subscription: {} }, '/subscription/type'],
    ['subscription.start not a timestamp', { subscription: { type: 1, start: 'today' } }, '/subscription/start'],
    ['unknown member', { nickname: 'x' }, '/nickname'],
    ['unknown subscription type', { subscription: { type: 99 } }, '/subscription/type'],
  ];
  for (const [name, over, path] of bad) {
    it(`422 for ${name}, nothing written`, async () => {
      const before = await countUsers();
      const response = await post('/v4/users/create', catalog.auth.administrator, userBody(over));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('validation_failed');
      expect(response.json().error.violations.map((v: { path: string }) => v.path)).toContain(path);
      expect(await countUsers()).toBe(before);
    });
  }

  it('422 for an unknown organization (administrator), nothing written', async () => {
    const before = await countUsers();
    const response = await post('/v4/users/create', catalog.auth.administrator, userBody({ organization: 999999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.violations[0].path).toBe('/organization');
    expect(await countUsers()).toBe(before);
  });
});

describe('organizations/create', () => {
  const orgBody = (profile: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({ profile: { name: 'Pharma Nova BV', ...profile }, ...extra });

  it('is refused to readers, allowed to managers and administrators', async () => {
    expect((await post('/v4/organizations/create', catalog.auth.reader, orgBody())).statusCode).toBe(403);
    expect((await post('/v4/organizations/create', catalog.auth.manager, orgBody())).statusCode).toBe(200);
    expect((await post('/v4/organizations/create', catalog.auth.administrator, orgBody())).statusCode).toBe(200);
  });

  it('answers the query view, contact information for suppliers only, and is queryable at once', async () => {
    const response = await post('/v4/organizations/create', catalog.auth.administrator, orgBody({
      type: 'supplier', address: 'Kerkstraat 1', zipCode: '9000', region: 'BE-VOV', city: 'Gent', country: 'BE', url: 'https://nova.example', vatNr: 'BE0123456789', phone: '+32 9 000 00 00',
    }, { settings: { isPublic: false } }));
    expect(response.statusCode).toBe(200);
    const { organization } = response.json();
    expect(organization).toMatchObject({
      name: 'Pharma Nova BV', type: 'supplier', brands: [], productFamilies: [],
      contactInformation: { address: 'Kerkstraat 1', zipCode: '9000', city: 'Gent', region: { value: 'BE-VOV', label: 'BE-VOV' }, country: 'BE', url: 'https://nova.example' },
    });
    expect(organization).not.toHaveProperty('vatNr');
    const byVat = await post('/v4/organizations/query', catalog.auth.reader, { filter: { vatNr: 'BE0123456789' } });
    expect(byVat.json().results).toEqual([organization]);
    const plain = (await post('/v4/organizations/create', catalog.auth.administrator, orgBody({ type: 'marketing', city: 'Gent' }))).json().organization;
    expect(plain).not.toHaveProperty('contactInformation');
    expect(plain.type).toBe('marketing');
  });

  for (const [name, body, path] of [
    ['profile missing', {}, '/profile'],
    ['name missing', { profile: {} }, '/profile/name'],
    ['unknown type', { profile: { name: 'x', type: 'shop' } }, '/profile/type'],
    ['bad country', { profile: { name: 'x', country: 'Belgium' } }, '/profile/country'],
    ['bad region', { profile: { name: 'x', region: 'Flanders' } }, '/profile/region'],
    ['isPublic not a boolean', { profile: { name: 'x' }, settings: { isPublic: 'no' } }, '/settings/isPublic'],
  ] as const) {
    it(`422 for ${name}`, async () => {
      const before = (await post('/v4/organizations/query', catalog.auth.reader, {})).json().meta.total;
      const response = await post('/v4/organizations/create', catalog.auth.administrator, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.violations.map((v: { path: string }) => v.path)).toContain(path);
      expect((await post('/v4/organizations/query', catalog.auth.reader, {})).json().meta.total).toBe(before);
    });
  }
});
