/**
 * The CLI as child processes on real files: generate is deterministic, import/export round-trips
 * equal objects, a bad line rejects the whole import and leaves the store as it was, keys work.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PRODUCTS } from '../../src/cli/demo.js';
import { FRONTAL_FORMATS, PHOTO_FORMATS } from '../../src/media/formats.js';
import { LATEST_VERSION, MIGRATIONS } from '../../src/store/migrations/index.js';
import { readNdjson } from '../support/catalog.js';
import { expectedDerived } from '../support/derived.js';
import { run, serveProcess } from '../support/processes.js';
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';

let dir: string;
let store: TestDatabase;
const databases: TestDatabase[] = [];
const env = () => ({ DATABASE_URL: store.url });

/** The pixel size of each format key (the photo's and frontal's agree where both have a key). */
const PIXELS: Record<string, number> = Object.fromEntries([...PHOTO_FORMATS, ...FRONTAL_FORMATS].map((f) => [f.key, f.size]));

/** Another empty database of the store under test. */
async function database(name: string): Promise<TestDatabase> {
  const made = await createTestDatabase(dir, name);
  databases.push(made);
  return made;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-cli-'));
  store = await database('store.db');
});
afterAll(async () => {
  for (const d of databases) await d.drop();
  rmSync(dir, { recursive: true, force: true });
});

const byId = (records: Array<Record<string, unknown>>) => new Map(records.map((r) => [String(r.id), r]));

describe('catalog CLI', () => {
  it('generates the same files for the same seed, and others for another seed', async () => {
    for (const [name, seed] of [['a', '5'], ['b', '5'], ['c', '6']] as const) {
      const result = await run(['generate', join(dir, name), '--products', '120', '--seed', seed], env());
      expect(result.code).toBe(0);
    }
    const files = readdirSync(join(dir, 'a')).filter((f) => f.endsWith('.ndjson')).sort();
    expect(files).toHaveLength(15);
    for (const file of files) expect(readFileSync(join(dir, 'b', file), 'utf8')).toBe(readFileSync(join(dir, 'a', file), 'utf8'));
    expect(readFileSync(join(dir, 'c', 'products.ndjson'), 'utf8')).not.toBe(readFileSync(join(dir, 'a', 'products.ndjson'), 'utf8'));
  });

  it('export after import gives back equal objects for all fifteen resources', async () => {
    const imported = await run(['import', join(dir, 'a')], env());
    expect(imported.code).toBe(0);
    const exported = await run(['export', join(dir, 'out')], env());
    expect(exported.code).toBe(0);
    for (const file of readdirSync(join(dir, 'a')).filter((f) => f.endsWith('.ndjson'))) {
      const original = readNdjson(join(dir, 'a', file));
      const back = readNdjson(join(dir, 'out', file));
      expect(back.length, file).toBe(original.length);
      const index = byId(back);
      for (const record of original) expect(index.get(String(record.id)), `${file} ${record.id}`).toEqual(record);
    }
  });

  it('import ends by writing the in-memory index file, which the next server start reads instead of the store', async () => {
    const fresh = await database('indexed.db');
    const indexDir = join(dir, 'index-files');
    const imported = await run(['import', join(dir, 'a')], { DATABASE_URL: fresh.url, MEMORY_INDEX_DIR: indexDir });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('writing the in-memory index file of products for the next server start');
    const files = readdirSync(indexDir);
    expect(files.filter((f) => f.endsWith('-products.bin'))).toHaveLength(1);
    expect(imported.stderr).toContain(`  120 products, `);
    const server = await serveProcess({ DATABASE_URL: fresh.url, MEMORY_INDEX_DIR: indexDir, LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    try {
      const deadline = Date.now() + 60_000;
      const read = () => server.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.resource === 'products' && typeof l.from === 'string' && typeof l.records === 'number' && typeof l.ms === 'number');
      while (!read() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(read()).toMatchObject({ from: 'file', records: 120 });
    } finally {
      await server.stop();
    }
    // MEMORY_INDEX=off: no index, so no file.
    const other = await database('unindexed.db');
    const offDir = join(dir, 'no-index-files');
    const plain = await run(['import', join(dir, 'a')], { DATABASE_URL: other.url, MEMORY_INDEX_DIR: offDir, MEMORY_INDEX: 'off' });
    expect(plain.code, plain.stderr).toBe(0);
    expect(existsSync(offDir)).toBe(false);
  });

  it('rejects the whole import on one bad line, naming file, line and field, and writes nothing', async () => {
    const bad = join(dir, 'bad');
    await run(['generate', bad, '--products', '60', '--seed', '9'], env());
    const lines = readFileSync(join(bad, 'products.ndjson'), 'utf8').split('\n');
    const record = JSON.parse(lines[41]!);
    record.status = 'sold_out';
    lines[41] = JSON.stringify(record);
    writeFileSync(join(bad, 'products.ndjson'), lines.join('\n'));
    const before = await run(['export', join(dir, 'before')], env());
    expect(before.code).toBe(0);

    const result = await run(['import', bad], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('products.ndjson:42: /status');

    await run(['export', join(dir, 'after')], env());
    for (const file of readdirSync(join(dir, 'before'))) {
      expect(readFileSync(join(dir, 'after', file), 'utf8'), file).toBe(readFileSync(join(dir, 'before', file), 'utf8'));
    }
  });

  it('derives active ingredients, attributes and options from the products when the import has none of their files', async () => {
    const source = join(dir, 'no-section-16');
    await run(['generate', source, '--products', '90', '--seed', '31'], env());
    for (const file of ['active-ingredients.ndjson', 'product-attributes.ndjson', 'product-attribute-options.ndjson']) rmSync(join(source, file));
    const target = await database('derived.db');
    const imported = await run(['import', source], { DATABASE_URL: target.url });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('derived from the products\' views');
    const exported = await run(['export', join(dir, 'derived-out')], { DATABASE_URL: target.url });
    expect(exported.code).toBe(0);
    const expected = expectedDerived(readNdjson(join(source, 'products.ndjson')));
    for (const [path, records] of Object.entries(expected)) {
      expect(records.length, path).toBeGreaterThan(0);
      expect(readNdjson(join(dir, 'derived-out', `${path}.ndjson`)), path).toEqual(records);
    }
    // A later import of the same products with real attribute records keeps their codes, and an
    // import of products alone afterwards does not replace them with derived ones.
    const full = join(dir, 'a');
    expect((await run(['import', full], { DATABASE_URL: target.url })).code).toBe(0);
    const productsOnly = join(dir, 'products-only');
    mkdirSync(productsOnly, { recursive: true });
    copyFileSync(join(source, 'products.ndjson'), join(productsOnly, 'products.ndjson'));
    expect((await run(['import', productsOnly], { DATABASE_URL: target.url })).code).toBe(0);
    await run(['export', join(dir, 'derived-again')], { DATABASE_URL: target.url });
    const attributes = readNdjson(join(dir, 'derived-again', 'product-attributes.ndjson'));
    for (const attribute of readNdjson(join(full, 'product-attributes.ndjson'))) {
      expect(attributes.find((a) => a.id === attribute.id)).toEqual(attribute);
    }
  });

  it('reports invalid JSON with its line', async () => {
    const bad = join(dir, 'bad-json');
    await run(['generate', bad, '--products', '10', '--seed', '9'], env());
    writeFileSync(join(bad, 'brands.ndjson'), `${readFileSync(join(bad, 'brands.ndjson'), 'utf8')}{"id": 1,\n`);
    const result = await run(['import', bad], env());
    expect(result.code).toBe(1);
    // The line of the file, the column in the line, and why.
    expect(result.stderr).toMatch(/brands\.ndjson:\d+: \/ is not valid JSON at column 10: expected double-quoted property name/);
  });

  it('creates keys that authenticate, and revokes them at once', async () => {
    const users = readNdjson(join(dir, 'a', 'users.ndjson'));
    const reader = users.find((u) => u.isEnabled && u.subscription.type === 1)!;
    const created = await run(['keys', 'create', '--user', String(reader.id), '--name', 'cli test'], env());
    expect(created.code).toBe(0);
    const { key, secret, subscription } = JSON.parse(created.stdout.trim().split('\n').pop()!);
    expect(key).toMatch(/^ck_[0-9a-f]{24}$/);
    // The key's subscription is named, on standard output and in the line for the operator.
    expect(subscription).toEqual({ type: 1, name: 'reader' });
    expect(created.stderr).toContain(`for user ${reader.id} (${reader.name}, organization ${reader.organization}), subscription reader (type 1)`);
    const unknown = await run(['keys', 'create', '--user', '999999999'], env());
    expect(unknown.code).not.toBe(0);

    const server = await serveProcess({ ...env(), RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const ask = () => fetch(`http://127.0.0.1:${server.port}/v4/products/find?id=${encodeURIComponent(String(readNdjson(join(dir, 'a', 'products.ndjson'))[0]!.id))}`, {
        headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` },
      });
      expect((await ask()).status).toBe(200);
      expect((await run(['keys', 'revoke', key], env())).code).toBe(0);
      const after = await ask();
      expect(after.status).toBe(401);
      expect(after.headers.get('www-authenticate')).toBe('Basic realm="catalog", charset="UTF-8"');
    } finally {
      await server.stop();
    }
  });
});

describe('users list', () => {
  it('lists every user with id, name, organization and subscription; --organization narrows; --json gives one line each', async () => {
    const users = readNdjson(join(dir, 'a', 'users.ndjson'));
    const table = await run(['users', 'list'], env());
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+ORGANIZATION\s+SUBSCRIPTION\s+ENABLED$/);
    expect(lines).toHaveLength(users.length + 1);
    const names = ['', 'reader', 'manager', 'administrator'];
    for (const user of users) {
      const line = lines.find((l) => l.startsWith(`${user.id} `))!;
      expect(line.split(/\s{2,}/)).toEqual([String(user.id), user.name, String(user.organization), `${names[user.subscription.type]} (type ${user.subscription.type})`, user.isEnabled ? 'yes' : 'no']);
    }
    expect(table.stderr).toContain(`${users.length} users`);
    const organization = users[0]!.organization as number;
    const json = await run(['users', 'list', '--organization', String(organization), '--json'], env());
    expect(json.code, json.stderr).toBe(0);
    const listed = json.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(listed.map((u) => u.id)).toEqual(users.filter((u) => u.organization === organization).map((u) => u.id));
    expect(listed[0]).toEqual({ id: users[0]!.id, name: users[0]!.name, organization, isEnabled: users[0]!.isEnabled,
      subscription: { type: users[0]!.subscription.type, name: names[users[0]!.subscription.type] } });
    const bad = await run(['users', 'list', '--organization', 'x'], env());
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--organization must be a positive integer');
  });
});

describe('media files in bulk directories', () => {
  it('generate --files draws every photo and frontal; import puts them into MEDIA_DIR; export --files writes them back', async () => {
    const base = 'http://files.test:8080';
    const out = join(dir, 'with-files');
    const made = await run(['generate', out, '--products', '30', '--seed', '3', '--files'], { PUBLIC_BASE_URL: base });
    expect(made.code, made.stderr).toBe(0);
    const items = readNdjson(join(out, 'media.ndjson')).filter((m) => m.type === 'photo');
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(Object.values(item.formats as Record<string, string>).every((u) => u.startsWith(`${base}/media/${item.id}/`))).toBe(true);
      expect(readdirSync(join(out, 'media-files', String(item.id))).sort()).toEqual(Object.values(item.formats as Record<string, string>).map((u) => u.split('/').pop()).sort());
    }
    const fresh = await database('files.db');
    const mediaDir = join(dir, 'files-media');
    const imported = await run(['import', out], { DATABASE_URL: fresh.url, MEDIA_DIR: mediaDir, PUBLIC_BASE_URL: base });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout + imported.stderr).toContain(`put the files of ${items.length} media items`);
    const one = items[0]!;
    const huge = readFileSync(join(mediaDir, String(one.id), (one.formats.huge as string).split('/').pop()!));
    expect((await sharp(huge).metadata()).width).toBe(1500);
    // The directory imported from keeps its files.
    expect(existsSync(join(out, 'media-files', String(one.id)))).toBe(true);

    const back = join(dir, 'exported-files');
    const exported = await run(['export', back, '--files'], { DATABASE_URL: fresh.url, MEDIA_DIR: mediaDir, PUBLIC_BASE_URL: base });
    expect(exported.code, exported.stderr).toBe(0);
    for (const item of items) {
      for (const file of readdirSync(join(out, 'media-files', String(item.id)))) {
        expect(readFileSync(join(back, 'media-files', String(item.id), file)).equals(readFileSync(join(out, 'media-files', String(item.id), file)))).toBe(true);
      }
    }
  }, 120_000);
});

describe('uploads on a served process', () => {
  it('are processed by the low-priority processing child: formats served, a refused file 422, the server unharmed', async () => {
    const served = await database('uploads.db');
    const made = join(dir, 'uploads-catalogue');
    expect((await run(['generate', made, '--products', '20', '--seed', '4'], {})).code).toBe(0);
    expect((await run(['import', made], { DATABASE_URL: served.url })).code).toBe(0);
    const admin = readNdjson(join(made, 'users.ndjson')).find((u) => u.isEnabled && u.subscription.type === 3)!;
    const keys = await run(['keys', 'create', '--user', String(admin.id)], { DATABASE_URL: served.url });
    const { key, secret } = JSON.parse(keys.stdout.trim().split('\n').pop()!) as { key: string; secret: string };
    const server = await serveProcess({ DATABASE_URL: served.url, MEDIA_DIR: join(dir, 'uploads-media') });
    try {
      const upload = async (bytes: Buffer) => {
        const body = new FormData();
        body.set('organization', '1');
        body.set('file', new Blob([bytes]), 'served-pa.jpg');
        return fetch(`http://127.0.0.1:${server.port}/v4/media/upload`, {
          method: 'POST', body, headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`, 'user-agent': 'cli-test' },
        });
      };
      const photo = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#88aa44' } }).jpeg().toBuffer();
      const answers = await Promise.all([upload(photo), upload(photo), upload(photo)]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        const { mediaItem } = await answer.json() as { mediaItem: { formats: Record<string, string> } };
        const file = await fetch(mediaItem.formats.large!.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${server.port}`), { headers: { 'user-agent': 'cli-test' } });
        expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(900);
      }
      const refused = await upload(photo.subarray(0, 3000));
      expect(refused.status).toBe(422);
      expect((await upload(photo)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('serve --demo (npm start)', () => {
  it('loads a demo catalogue into an empty store and prints a curl line that works', async () => {
    const demo = await database('demo.db');
    // A smaller demo than `npm start`'s, which `--demo-products` asks for, tests the same path in a
    // fraction of the time; the demo as it is, started as `npm start` starts it, is what the
    // README's examples run against (test/cli/readme.test.ts). On SQLite, large enough still
    // (over 10,000 records) to count as a bulk load, whose write-ahead log is emptied after it.
    const size = TEST_STORE === 'sqlite' ? 4_000 : 2_000;
    expect(size).toBeLessThan(DEMO_PRODUCTS);
    const server = await serveProcess({ DATABASE_URL: demo.url, MEDIA_DIR: join(dir, 'demo-media') }, ['--demo', '--demo-products', String(size)]);
    try {
      const deadline = Date.now() + 120_000;
      while (!/curl -s/.test(server.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const line = server.output().split('\n').find((l) => l.includes('curl -s'))!.trim();
      const credentials = /-u '([^':]+):([^']+)'/.exec(line)!;
      const payload = /-d '([^']+)'/.exec(line)![1]!;
      const url = line.split(' ').pop()!;
      expect(url).toBe(`http://127.0.0.1:${server.port}/v4/products/query`);
      const response = await fetch(url, {
        method: 'POST', body: payload,
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${credentials[1]}:${credentials[2]}`).toString('base64')}` },
      });
      expect(response.status).toBe(200);
      const body = await response.json() as { meta: { total: number }; results: unknown[] };
      expect(body.meta.total).toBeGreaterThan(size / 10);
      const every = await fetch(url, {
        method: 'POST', body: JSON.stringify({ filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${credentials[1]}:${credentials[2]}`).toString('base64')}` },
      });
      const everyBody = await every.json() as { meta: { total: number } };
      expect(every.status, JSON.stringify(everyBody)).toBe(200);
      expect(everyBody.meta.total).toBe(size);
      expect(body.results).toHaveLength(10);
      // Real image files, served by this server at the addresses the products show.
      const shown = (body.results as Array<{ photos: Array<{ formats: Record<string, string> }>; frontals: Array<{ formats: Record<string, string> }> }>)
        .flatMap((p) => [...p.photos, ...p.frontals]);
      expect(shown.length).toBeGreaterThan(0);
      for (const { formats } of shown.slice(0, 3)) {
        for (const [key, address] of Object.entries(formats)) {
          expect(address.startsWith(`http://127.0.0.1:${server.port}/media/`), address).toBe(true);
          const file = await fetch(address, { headers: { 'user-agent': 'demo-test' } });
          expect(file.status, key).toBe(200);
          const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
          expect(meta.width, key).toBe(PIXELS[key]);
        }
      }
      if (TEST_STORE === 'sqlite') {
        // The demo's write-ahead log goes back into the file after the load (it was as large as the
        // store), once no reader holds it: the checkpoint thread looks every second.
        const file = demo.url.slice('sqlite:'.length);
        const wal = () => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
        await vi.waitFor(() => expect(wal()).toBeLessThan(4 * 1024 * 1024), { timeout: 20_000, interval: 250 });
        expect(statSync(file).size).toBeGreaterThan(10 * 1024 * 1024);
      }
    } finally {
      await server.stop();
    }
  }, 180_000);
});

describe('schema versions', () => {
  it('catalog migrate brings a new store to the latest version once, then has nothing to do', async () => {
    const fresh = await database('fresh.db');
    const first = await run(['migrate'], { DATABASE_URL: fresh.url });
    expect(first.code).toBe(0);
    expect(first.stderr).toContain(`migrated the store from schema version 0 to ${LATEST_VERSION}`);
    // Each migration is announced before it runs: some refill an index for minutes.
    for (const m of MIGRATIONS) expect(first.stderr).toContain(`applying migration ${m.version} (${m.name})...`);
    const [row] = await fresh.sql(`SELECT value FROM store_state WHERE name = 'schema_version'`);
    expect(row!.value).toBe(String(LATEST_VERSION));
    const again = await run(['migrate'], { DATABASE_URL: fresh.url });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`already at schema version ${LATEST_VERSION}`);
  });

  it('two processes migrating a new store at once both succeed, and it is migrated once', async () => {
    const fresh = await database('race.db');
    const runs = await Promise.all([run(['migrate'], { DATABASE_URL: fresh.url }), run(['migrate'], { DATABASE_URL: fresh.url })]);
    for (const r of runs) expect(r.code, r.stderr.slice(0, 2000)).toBe(0);
    expect(runs.map((r) => r.stderr).join('\n')).toContain(`migrated the store from schema version 0 to ${LATEST_VERSION}`);
    const [row] = await fresh.sql(`SELECT value FROM store_state WHERE name = 'schema_version'`);
    expect(row!.value).toBe(String(LATEST_VERSION));
    expect((await run(['keys', 'revoke', 'ck_none'], { DATABASE_URL: fresh.url })).stderr).toContain('there is no key ck_none');
  });

  it('a store made by a newer build is refused with a message that says what to do, and left untouched', async () => {
    const newer = await database('newer.db');
    expect((await run(['import', join(dir, 'a')], { DATABASE_URL: newer.url })).code).toBe(0);
    await newer.sql(`UPDATE store_state SET value = ? WHERE name = 'schema_version'`, [String(LATEST_VERSION + 1)]);
    const refused = await run(['export', join(dir, 'newer-out')], { DATABASE_URL: newer.url });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`newer than this build's ${LATEST_VERSION}`);
    const [row] = await newer.sql(`SELECT value FROM store_state WHERE name = 'schema_version'`);
    expect(row!.value).toBe(String(LATEST_VERSION + 1));
  });

  it('a store of unknown tables is refused, migrate included', async () => {
    const unknown = await database('unknown.db');
    await unknown.sql('CREATE TABLE store_state (name text primary key, value text not null)');
    await unknown.sql(`INSERT INTO store_state (name, value) VALUES ('schema', 'not-a-release')`);
    for (const args of [['export', join(dir, 'unknown-out')], ['migrate']]) {
      const refused = await run(args, { DATABASE_URL: unknown.url });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('was not made by a released version of catalog-api');
    }
  });
});
