/**
 * A read of the in-memory index from the store counts what it will read in its own snapshot, and
 * what it read ends at that count (src/index/load.ts, src/index/load-progress.ts), on each store:
 * the start line names the store's records and rows, and the last progress says every record and
 * row was read, 100%.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutOf } from '../../src/index/layout.js';
import { loadIndex } from '../../src/index/load.js';
import { LoadProgress } from '../../src/index/load-progress.js';
import { products } from '../../src/resources/products/resource.js';
import { storeFor } from '../../src/store/open-store.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { TEST_STORE } from '../support/store.js';

const PRODUCTS = 120;
let catalog: ImportedCatalog;

beforeAll(async () => {
  catalog = await importedCatalog('load-progress', { products: PRODUCTS, seed: 37 });
}, 300_000);
afterAll(async () => catalog?.remove());

const count = async (table: string, where = '') => Number((await catalog.database.sql(`SELECT count(*) AS n FROM ${table} ${where}`))[0]!.n);

describe(`progress of an index read from the store on ${TEST_STORE}`, () => {
  it('plans the rows it reads, counted as SQL counts them, and reads exactly those', async () => {
    const store = storeFor(catalog.database.url);
    try {
      const lines: Array<{ message: string; fields: Record<string, unknown> }> = [];
      const progress = new LoadProgress('products', false, (message, fields) => lines.push({ message, fields }));
      progress.readingStore();
      const { index } = await loadIndex(store, products, progress);
      expect(index.all.size).toBe(PRODUCTS);

      const layout = layoutOf(products);
      let rows = PRODUCTS;
      for (const table of new Set(layout.sides.map((s) => s.table))) rows += await count(table);
      for (const table of layout.localized) rows += await count(table);
      // Orders are planned at every record and settled at the records that have their key.
      let ordered = 0;
      for (const { column } of layout.orders) ordered += column === 'id' ? PRODUCTS : await count(products.table, `WHERE ${column} IS NOT NULL`);
      expect(lines).toEqual([{
        message: `in-memory index of products: reading ${PRODUCTS} records (${(rows + layout.orders.length * PRODUCTS).toLocaleString('en-US')} rows) from the store`,
        fields: { resource: 'products', records: PRODUCTS, rows: rows + layout.orders.length * PRODUCTS },
      }]);
      progress.tick();
      expect(lines.at(-1)!.fields).toMatchObject({ percent: 100, records: PRODUCTS, recordsTotal: PRODUCTS, rows: rows + ordered, rowsTotal: rows + ordered });
    } finally {
      await store.close();
    }
  });
});
