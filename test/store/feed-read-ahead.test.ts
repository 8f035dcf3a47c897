/**
 * Pages of the change feed read ahead (src/feed/read-ahead.ts, docs/api.md "Catching up"), on
 * both stores: the next page of a caller paging through changes is read while it takes one, and
 * is as good as one read later (a write after it comes in a later page, so a copy kept from the
 * pages equals the catalogue); a sandbox reset after it makes it void (410 as without it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/feed/change-feed.js';
import { PositionExpiredError } from '../../src/feed/errors.js';
import { type Position } from '../../src/feed/position.js';
import { type ChangesAnswer } from '../../src/feed/read-changes.js';
import { brands } from '../../src/resources/brands/resource.js';
import { SERVED } from '../../src/resources/registry.js';
import { ensureSeed, resetOnce } from '../../src/sandbox/schedule.js';
import { storedRecord } from '../../src/store/stored-record.js';
import { type TestCatalog, createTestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let feed: ChangeFeed;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 40, seed: 83, env: { CATALOG_ENVIRONMENT: 'sandbox' } });
  feed = new ChangeFeed(catalog.store, SERVED.map((r) => r.decl));
});
afterAll(async () => {
  feed?.close();
  await catalog?.close();
});

const resources = ['brands'];
let named = 0;
/** Writes brands (new ones, or new names of given ones) in one commit each. */
async function writeBrands(list: Array<Record<string, any>>): Promise<void> {
  for (const brand of list) await catalog.store.write((w) => w.upsert(brands, storedRecord(brand, brands)));
}
const newBrands = (n: number) => Array.from({ length: n }, () => ({ ...catalog.records.brands![0]!, id: 900_000 + ++named, name: `Vooruit ${named}` }));

async function head(): Promise<Position> {
  const { storeId } = await feed.identity();
  const answer = await feed.read({ after: null, limit: 1 });
  return { seq: answer.position, epoch: answer.head.epoch, storeId };
}
const next = (from: Position, answer: ChangesAnswer): Position => ({ ...from, seq: answer.position });
const names = (answer: ChangesAnswer) => answer.changes.map((c) => JSON.parse(c.row!.doc.toString()).name as string);

describe('the change feed read ahead', () => {
  it('a write after the page read ahead comes in a later page: paging on, the copy equals the catalogue', async () => {
    const start = await head();
    const made = newBrands(6);
    await writeBrands(made);
    const first = await feed.read({ after: start, resources, limit: 3 }, { readAhead: true });
    expect(first.more).toBe(true);
    expect(first.changes.map((c) => c.id)).toEqual(made.slice(0, 3).map((b) => b.id));
    await feed.readsAhead();
    // Renamed after the second page was read: that page shows the name before, a later one the new.
    await writeBrands([{ ...made[4]!, name: 'Vooruit later' }]);
    const second = await feed.read({ after: next(start, first), resources, limit: 3 }, { readAhead: true });
    expect(second.changes.map((c) => c.id)).toEqual(made.slice(3).map((b) => b.id));
    expect(names(second)).toEqual([made[3]!.name, made[4]!.name, made[5]!.name]);
    const copy = new Map<string | number, string>();
    for (const answer of [first, second]) answer.changes.forEach((c, i) => copy.set(c.id, names(answer)[i]!));
    let position = next(start, second);
    for (let page = 0; page < 5; page++) {
      const answer = await feed.read({ after: position, resources, limit: 3 }, { readAhead: true });
      answer.changes.forEach((c, i) => copy.set(c.id, names(answer)[i]!));
      position = next(position, answer);
      if (!answer.more) break;
    }
    expect(copy.get(made[4]!.id)).toBe('Vooruit later');
    for (const brand of made) {
      const stored = JSON.parse((await catalog.store.find(brands, brand.id))!.toString()) as { name: string };
      expect(copy.get(brand.id)).toBe(stored.name);
    }
  });

  it('a page read ahead before a sandbox reset is void: the position answers 410', async () => {
    await ensureSeed(catalog.store);
    const start = await head();
    await writeBrands(newBrands(4));
    const first = await feed.read({ after: start, resources, limit: 2 }, { readAhead: true });
    expect(first.more).toBe(true);
    await feed.readsAhead();
    expect((await resetOnce(catalog.store)).reset).toBe(true);
    await expect(feed.read({ after: next(start, first), resources, limit: 2 }, { readAhead: true })).rejects.toBeInstanceOf(PositionExpiredError);
  });
});
