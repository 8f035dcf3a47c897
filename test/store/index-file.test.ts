/**
 * The in-memory index's file (src/index/index-file.ts): a new process reads it instead of the
 * store, follows the writes committed since it was written, and answers exactly as SQL does; a
 * file the store has moved past (its feed row gone) or a damaged one is not used, and the index
 * is read from the store.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIndexFile } from '../../src/index/index-file.js';
import { MemoryIndex } from '../../src/index/memory-index.js';
import { planRequest } from '../../src/query/plan.js';
import { products } from '../../src/resources/products/resource.js';
import { QueryService } from '../../src/service/query-service.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { TEST_STORE } from '../support/store.js';

let catalog: TestCatalog;
const dir = () => join(catalog.dir, 'index');

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 250, seed: 41, env: { RATE_LIMIT_PER_MINUTE: '0', MEMORY_INDEX: 'on' } });
});
afterAll(async () => catalog?.close());

const queries = [
  { filter: { status: 'active' }, sorting: { id: 'ASC' } },
  { filter: { not: { otc: 'yes' } }, sorting: { name: { direction: 'ASC', locale: 'nl' } } },
  { filter: { or: [{ status: 'inactive' }, { otc: 'no' }] }, sorting: { pzn: 'DESC' } },
  { filter: {}, sorting: { touchedAt: 'DESC' } },
  { filter: { status: ['active', 'inactive'] }, sorting: { status: 'ASC' } },
];

/** Every query's pages through `index` against the same through SQL. */
async function expectSameAsSql(index: MemoryIndex): Promise<void> {
  const sql = new QueryService(catalog.store);
  const memory = new QueryService(catalog.store, index);
  const before = index.answered;
  for (const query of queries) {
    for (const no of [0, 3]) {
      const plan = planRequest(products, { ...query, page: { no, size: 10 } }, 'query');
      const [got, want] = [await memory.page(products, plan), await sql.page(products, plan)];
      expect(got.total, JSON.stringify(query)).toBe(want.total);
      expect(got.rows.map((r) => r.id), JSON.stringify(query)).toEqual(want.rows.map((r) => r.id));
    }
  }
  expect(index.answered - before).toBe(queries.length * 2);
}

describe(`in-memory index file on ${TEST_STORE}`, () => {
  it('a new index reads the file written at start, follows the writes made since, and answers as SQL does', async () => {
    const [first] = catalog.index!.stats();
    expect(first!.source).toBe('store');
    expect(first!.fileBytes).toBeGreaterThan(0);
    expect(readdirSync(dir()).filter((f) => f.endsWith('.bin'))).toHaveLength(1);
    const ids = catalog.records.products!.filter((p) => p.status === 'active').slice(0, 6).map((p) => p.id as string);
    for (const [i, id] of ids.entries()) {
      const product = i % 2 === 0 ? { status: 'inactive' } : { otc: 'no', name: { nl: `Aaa ${i}` } };
      const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/update', headers: { authorization: catalog.auth.administrator }, payload: { id, product } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const next = new MemoryIndex(catalog.store, [products], { dir: dir() });
    next.start();
    await next.ready();
    expect(next.stats()[0]!.source).toBe('file');
    expect(next.stats()[0]!.records).toBe(first!.records);
    await expectSameAsSql(next);

    // A closing server writes the file again when its index followed writes since: the next starts from there.
    const [file] = readdirSync(dir()).filter((f) => f.endsWith('.bin'));
    const position = async () => (await readIndexFile(join(dir(), file!), products))!.at.seq;
    const newest = Number((await catalog.database.sql('SELECT MAX(seq) AS seq FROM record_changes'))[0]!.seq);
    expect(await position()).toBeLessThan(newest);
    await next.persist();
    expect(await position()).toBe(newest);
    const written = next.stats()[0]!.fileBytes;
    await next.persist();
    expect(next.stats()[0]!.fileBytes).toBe(written);
  });

  it('a file whose feed row the store no longer has, or a damaged file, is not used: the store is read', async () => {
    await catalog.database.sql('DELETE FROM record_changes');
    const stale = new MemoryIndex(catalog.store, [products], { dir: dir() });
    stale.start();
    await stale.ready();
    expect(stale.stats()[0]!.source).toBe('store');
    await expectSameAsSql(stale);

    const [file] = readdirSync(dir()).filter((f) => f.endsWith('.bin'));
    writeFileSync(join(dir(), file!), Buffer.concat([Buffer.from('CATIDX01'), Buffer.alloc(64, 0xff)]));
    const damaged = new MemoryIndex(catalog.store, [products], { dir: dir() });
    damaged.start();
    await damaged.ready();
    expect(damaged.stats()[0]!.source).toBe('store');
    await expectSameAsSql(damaged);
  });
});
