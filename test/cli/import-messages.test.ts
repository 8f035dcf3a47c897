/**
 * What `catalog import` says about a catalogue it refuses, as an integrator sees it (the real
 * process on generated files, altered here): every problem of a bad line with its field, an
 * enum's allowed values, at most MAX_LINE_PROBLEMS per line and how many more, a misnamed file
 * with the name it most likely meant; and a byte order mark at the start of a file is accepted.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_PROBLEMS } from '../../src/bulk/record-validator.js';
import { PRODUCT_STATUSES } from '../../src/resources/products/record.js';
import { readNdjson } from '../support/catalog.js';
import { run } from '../support/processes.js';
import { createTestDatabase, type TestDatabase } from '../support/store.js';

let dir: string;
let source: string;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-import-messages-'));
  source = join(dir, 'source');
  expect((await run(['generate', source, '--products', '12', '--seed', '7'], {})).code).toBe(0);
});
afterAll(async () => {
  for (const d of databases) await d.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of the generated catalogue to alter. */
function copy(name: string): string {
  const at = join(dir, name);
  cpSync(source, at, { recursive: true });
  return at;
}

/** `catalog import` of `folder` into a new, empty database; then that database's products, exported. */
async function importInto(folder: string, name: string) {
  const database = await createTestDatabase(dir, `${name}.db`);
  databases.push(database);
  const result = await run(['import', folder], { DATABASE_URL: database.url });
  const exported = join(dir, `${name}-out`);
  expect((await run(['export', exported], { DATABASE_URL: database.url })).code).toBe(0);
  return { ...result, products: readNdjson(join(exported, 'products.ndjson')) };
}

/** Rewrites line `n` (1-based) of a bulk file as `change` makes it. */
function alterLine(file: string, n: number, change: (record: Record<string, unknown>) => Record<string, unknown>): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[n - 1] = JSON.stringify(change(JSON.parse(lines[n - 1]!)));
  writeFileSync(file, lines.join('\n'));
}

describe('catalog import: messages', () => {
  it('names every problem of a bad line with its field, an enum\'s values, and how many past the limit', async () => {
    const bad = copy('bad-lines');
    const products = join(bad, 'products.ndjson');
    alterLine(products, 3, ({ name: _name, ...record }) => ({ ...record, status: 'sold_out', colour: 'red' }));
    const extra = Object.fromEntries(Array.from({ length: MAX_LINE_PROBLEMS + 2 }, (_, i) => [`unknown${i}`, i]));
    alterLine(products, 5, (record) => ({ ...record, ...extra }));

    const result = await importInto(bad, 'bad-lines');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('import rejected, nothing was written:');
    expect(result.stderr).toContain(`  products.ndjson:3: /status must be one of ${PRODUCT_STATUSES.join(', ')}\n`);
    expect(result.stderr).toContain('  products.ndjson:3: /colour is not a member of this object\n');
    expect(result.stderr).toContain('  products.ndjson:3: /name is required\n');
    const fifth = result.stderr.split('\n').filter((l) => l.startsWith('  products.ndjson:5: '));
    expect(fifth).toHaveLength(MAX_LINE_PROBLEMS + 1);
    expect(fifth.at(-1)).toBe('  products.ndjson:5: and 2 more problems on this line');
    expect(result.products).toEqual([]);
  });

  it('refuses a misnamed file beside the others, suggesting the bulk file it meant, and writes nothing', async () => {
    const misnamed = copy('misnamed');
    renameSync(join(misnamed, 'brands.ndjson'), join(misnamed, 'brand.ndjson'));
    const result = await importInto(misnamed, 'misnamed');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('import rejected, nothing was written:\n  brand.ndjson: not a bulk file; did you mean brands.ndjson?\n');
    expect(result.products).toEqual([]);
  });

  it('accepts a UTF-8 byte order mark at the start of a file', async () => {
    const marked = copy('byte-order-mark');
    for (const file of ['brands.ndjson', 'products.ndjson']) {
      writeFileSync(join(marked, file), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(join(marked, file))]));
    }
    const result = await importInto(marked, 'byte-order-mark');
    expect(result.code, result.stderr).toBe(0);
    const byId = (records: Array<Record<string, unknown>>) => new Map(records.map((r) => [String(r.id), r]));
    expect(byId(result.products)).toEqual(byId(readNdjson(join(source, 'products.ndjson'))));
  });
});
