/**
 * Records shaped as the spec's field tables allow import on each store and export back unchanged
 * (docs/contract.md §9): media frontals as the spec's Frontal table lists them (`photoType`,
 * `formats`, `displayOrder`, no `visibleSides`), products whose frontals have no `visibleSides`.
 * A refused frontal names the member that is wrong.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDirectory } from '../../src/bulk/export.js';
import { ImportError, importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { hasFrontalFormats } from '../../src/resources/media/record.js';
import { STORED } from '../../src/resources/registry.js';
import { openConfigured } from '../../src/store/open-store.js';
import { type Store } from '../../src/store/store.js';
import { readNdjson, writeNdjson } from '../support/catalog.js';
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';

let dir: string;
let database: TestDatabase;
let store: Store;
const bulk = () => join(dir, 'bulk');


beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-shapes-'));
  await generateCatalog(bulk(), { products: 150, seed: 21 });
  // Every media frontal in the spec's Frontal shape, with a displayOrder and no visibleSides;
  // every product frontal without visibleSides.
  const media = readNdjson(join(bulk(), 'media.ndjson')).map((m) => {
    if (!hasFrontalFormats(m.formats)) return m;
    const { visibleSides: _v, ...rest } = m;
    return { ...rest, displayOrder: 1 };
  });
  writeNdjson(join(bulk(), 'media.ndjson'), media);
  const products = readNdjson(join(bulk(), 'products.ndjson'));
  for (const p of products) for (const f of p.frontals) delete f.visibleSides;
  writeNdjson(join(bulk(), 'products.ndjson'), products);
  database = await createTestDatabase(dir);
  store = await openConfigured(loadConfig({ DATABASE_URL: database.url }));
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe(`spec-shaped records on ${TEST_STORE}`, () => {
  it('imports frontals without visibleSides and exports them back as they were', async () => {
    await importDirectory(store, bulk(), STORED);
    await exportDirectory(store, join(dir, 'out'), STORED);
    const frontals = readNdjson(join(bulk(), 'media.ndjson')).filter((m) => hasFrontalFormats(m.formats));
    expect(frontals.length).toBeGreaterThan(0);
    for (const file of ['media.ndjson', 'products.ndjson']) {
      const original = readNdjson(join(bulk(), file));
      const back = new Map(readNdjson(join(dir, 'out', file)).map((r) => [String(r.id), r]));
      expect(back.size, file).toBe(original.length);
      for (const record of original) expect(back.get(String(record.id)), `${file} ${record.id}`).toEqual(record);
    }
  });

  it('refuses a frontal with a wrong member, naming that member, and writes nothing', async () => {
    const bad = join(dir, 'bad');
    await generateCatalog(bad, { products: 20, seed: 22 });
    const lines = readFileSync(join(bad, 'media.ndjson'), 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('"mediumJpeg"'));
    const { visibleSides: _v, ...frontal } = JSON.parse(lines[at]!);
    lines[at] = JSON.stringify({ ...frontal, photoType: 'lifestyle_image' });
    writeFileSync(join(bad, 'media.ndjson'), lines.join('\n'));
    const error = await importDirectory(store, bad, STORED).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problems[0]).toMatchObject({ file: 'media.ndjson', line: at + 1, field: '/photoType' });
  });
});
