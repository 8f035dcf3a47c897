/**
 * The catalogue generator (src/generate): every line of the twelve files fits its record schema,
 * output is deterministic, references resolve, embedded copies agree with the standalone records
 * (docs/contract.md §6, §8, §9, §12), and the data has the variety the query tests rely on.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, generateCatalogRecords, type CatalogRecords, type GenerateSummary } from '../../src/generate/index.js';
import { RESOURCE_FILES } from '../../src/resources/records.js';
import {
  CONSERVATIONS, PRESCRIPTIONS, PRODUCT_STATUSES, YES_NO_UNKNOWN, type ProductRecord,
} from '../../src/resources/products/record.js';
import type { MediaRecord } from '../../src/resources/media/record.js';
import type { OrganizationRecord } from '../../src/resources/organizations/record.js';
import { NEWS_TYPES } from '../../src/resources/updates/record.js';

const PRODUCTS = 300;
const SEED = 7;
const START = 1_420_070_400; // 2015-01-01
const END = 1_780_272_000; // 2026-06-01

let root: string;
let summary: GenerateSummary;
const text: Record<string, string> = {};
let db: CatalogRecords;

const dirOf = (name: string) => join(root, name);
const readAll = async (dir: string) =>
  Object.fromEntries(await Promise.all(RESOURCE_FILES.map(async (f) => [f.file, await readFile(join(dir, f.file), 'utf8')] as const)));
const byId = <T extends { id: number | string }>(items: readonly T[]) => new Map<number | string, T>(items.map((i) => [i.id, i]));
const isFrontal = (m: MediaRecord) => m.type === 'photo' && 'mediumJpeg' in m.formats && 'largeJpg' in m.formats;
const everyLocale = (name: string) => ({ nl: name, fr: name, en: name, de: name });

/** docs/contract.md §9 and the spec: an organization as a product embeds it. */
function productView(o: OrganizationRecord) {
  const c = o.contactInformation;
  return JSON.parse(JSON.stringify({
    id: o.id, name: everyLocale(o.name), type: o.type, meta: o.meta,
    contactInformation: c && {
      address: c.address, zipCode: c.zipCode, region: c.region?.label, city: c.city, country: c.country, email: c.email, url: c.url,
    },
  }));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'catalog-generate-'));
  summary = await generateCatalog(dirOf('a'), { products: PRODUCTS, seed: SEED });
  await generateCatalog(dirOf('b'), { products: PRODUCTS, seed: SEED });
  await generateCatalog(dirOf('c'), { products: PRODUCTS, seed: SEED + 1 });
  Object.assign(text, await readAll(dirOf('a')));
  const parsed: Record<string, unknown[]> = {};
  for (const f of RESOURCE_FILES) parsed[f.resource] = text[f.file]!.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
  db = parsed as unknown as CatalogRecords;
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('files', () => {
  it('writes the twelve files, one JSON object per line, each line ending in a newline', () => {
    expect(summary.files.map((f) => f.file)).toEqual(RESOURCE_FILES.map((f) => f.file));
    for (const f of summary.files) {
      const body = text[f.file]!;
      expect(body.endsWith('\n'), f.file).toBe(true);
      expect(body.split('\n').length - 1, f.file).toBe(f.records);
      expect(Buffer.byteLength(body), f.file).toBe(f.bytes);
      expect(f.records, f.file).toBeGreaterThan(0);
    }
    expect(db.products).toHaveLength(PRODUCTS);
  });

  it('validates every line against its record schema, keys in schema order', () => {
    for (const { resource, file, schema } of RESOURCE_FILES) {
      const check = Compile(schema);
      const shapes = ((schema as { anyOf?: { properties: object }[] }).anyOf ?? [schema as unknown as { properties: object }])
        .map((s) => Object.keys(s.properties));
      (db[resource] as unknown[]).forEach((record, line) => {
        if (!check.Check(record)) expect.fail(`${file}:${line + 1}: ${JSON.stringify([...check.Errors(record)].slice(0, 3))}`);
        const keys = Object.keys(record as object);
        const inOrder = shapes.some((order) => keys.every((k, i) => i === 0 || order.indexOf(k) > order.indexOf(keys[i - 1]!)));
        expect(inOrder, `${file}:${line + 1} key order`).toBe(true);
      });
    }
  });

  it('is byte-identical for the same seed and count, and differs for another seed', async () => {
    const same = await readAll(dirOf('b'));
    const other = await readAll(dirOf('c'));
    for (const f of RESOURCE_FILES) expect(same[f.file] === text[f.file], f.file).toBe(true);
    expect(other['products.ndjson']).not.toBe(text['products.ndjson']);
    expect(other['media.ndjson']).not.toBe(text['media.ndjson']);
  });

  it('generateCatalogRecords gives the records of the files', () => {
    expect(generateCatalogRecords({ products: PRODUCTS, seed: SEED })).toEqual(db);
  });

  it('rejects a bad product count or seed', async () => {
    await expect(generateCatalog(dirOf('bad'), { products: -1 })).rejects.toThrow(RangeError);
    expect(() => generateCatalogRecords({ products: 10, seed: 1.5 })).toThrow(RangeError);
  });
});

describe('references', () => {
  it('gives products unique 7-digit string IDs in file order, some with a leading zero', () => {
    const ids = db.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9]{7}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.some((id) => id.startsWith('0'))).toBe(true);
  });

  it('embeds brands, families, organizations, categories and code lists equal to their records', () => {
    const brands = byId(db.brands);
    const families = byId(db['product-families']);
    const organizations = byId(db.organizations);
    const publicCategories = byId(db['public-categories']);
    const catalogCategories = byId(db['catalog-categories']);
    const colors = byId(db.colors);
    const diets = byId(db['dietary-restrictions']);
    const ingredients = new Map<number, unknown>();
    for (const p of db.products) {
      for (const b of p.brands) {
        const record = brands.get(b.id)!;
        expect(b).toEqual({ id: record.id, name: everyLocale(record.name), meta: record.meta });
      }
      for (const f of p.productFamily) expect(f).toEqual(families.get(f.id));
      for (const o of p.organizations) expect(o).toEqual(productView(organizations.get(o.id)!));
      for (const c of p.publicCategories) expect(c).toEqual(publicCategories.get(c.id));
      for (const c of p.catalogCategories) {
        const { deleted, ...view } = catalogCategories.get(c.id)!;
        expect(deleted).toBe(false);
        expect(c).toEqual(view);
      }
      for (const c of p.colors) expect(c).toEqual(colors.get(c.id));
      for (const d of p.dietaryRestrictions) expect(d).toEqual(diets.get(d.id));
      for (const i of p.activeIngredients) {
        if (!ingredients.has(i.id)) ingredients.set(i.id, i);
        expect(i).toEqual(ingredients.get(i.id));
      }
    }
  });

  it("keeps organizations' brand and family lists consistent with the products that carry them", () => {
    const organizations = byId(db.organizations);
    const brands = byId(db.brands);
    const families = byId(db['product-families']);
    for (const o of db.organizations) {
      for (const b of o.brands) expect(brands.has(b)).toBe(true);
      for (const f of o.productFamilies) expect(families.has(f)).toBe(true);
    }
    for (const p of db.products) {
      for (const view of p.organizations) {
        const o = organizations.get(view.id)!;
        for (const b of p.brands) expect(o.brands).toContain(b.id);
        for (const f of p.productFamily) expect(o.productFamilies).toContain(f.id);
      }
    }
    const types = new Set(db.organizations.map((o) => o.type));
    expect([...types].sort()).toEqual(['marketing', 'medical_professional', 'other', 'supplier']);
    for (const o of db.organizations) expect(o.contactInformation !== undefined).toBe(o.type === 'supplier');
  });

  it('embeds exactly the published and available linked media, in the product views (docs/contract.md §6, §12)', () => {
    const organizations = byId(db.organizations);
    const products = byId(db.products);
    const linked = new Map<string, MediaRecord[]>();
    for (const m of db.media) {
      for (const id of m.products) {
        expect(products.has(id), `media ${m.id} links unknown product ${id}`).toBe(true);
        linked.set(id, [...linked.get(id) ?? [], m]);
      }
      for (const o of m.organizations) expect(organizations.has(o)).toBe(true);
    }
    for (const p of db.products) {
      const shown = (linked.get(p.id) ?? []).filter((m) => m.published && m.available).sort((a, b) => a.id - b.id);
      expect(p.links.map((l) => l.id)).toEqual(shown.filter((m) => m.type === 'link').map((m) => m.id));
      expect(p.frontals.map((l) => l.id)).toEqual(shown.filter(isFrontal).map((m) => m.id));
      expect(p.photos.map((l) => l.id)).toEqual(shown.filter((m) => m.type === 'photo' && !isFrontal(m)).map((m) => m.id));
      const media = byId(db.media);
      p.photos.forEach((photo, i) => {
        const m = media.get(photo.id)!;
        expect(m.type).toBe('photo');
        if (m.type !== 'photo') return;
        expect(photo).toEqual({
          id: m.id, type: 'photo', photoType: m.photoType, name: p.name, displayOrder: i + 1, locales: m.locales,
          targetGroups: m.targetGroups, visibleSides: m.visibleSides, formats: m.formats,
          organizations: m.organizations.map((o) => productView(organizations.get(o)!)), meta: m.meta,
        });
      });
      p.frontals.forEach((frontal, i) => {
        const m = media.get(frontal.id)!;
        if (m.type !== 'photo') return expect.fail('frontal is not a photo');
        expect(frontal).toEqual({
          id: m.id, type: 'photo', photoType: m.photoType, displayOrder: i + 1, locales: m.locales,
          targetGroups: m.targetGroups, visibleSides: m.visibleSides, formats: m.formats, meta: m.meta,
        });
      });
      for (const link of p.links) {
        const { published: _p, available: _a, organizations: _o, products: _l, ...view } = media.get(link.id)!;
        expect(link).toEqual(view);
      }
    }
    const hiddenLinks = db.media.filter((m) => m.products.length > 0 && (!m.published || !m.available));
    expect(hiddenLinks.length).toBeGreaterThan(0);
    expect(db.media.some((m) => m.products.length > 1)).toBe(true);
    expect(db.media.some(isFrontal)).toBe(true);
    // Spec "Frontal" lists no visibleSides: catalogues hold frontals with and without them.
    expect(db.media.filter(isFrontal).some((m) => !('visibleSides' in m))).toBe(true);
    expect(db.media.filter(isFrontal).some((m) => 'visibleSides' in m)).toBe(true);
    expect(db.products.some((p) => p.frontals.some((f) => !('visibleSides' in f)))).toBe(true);
    expect(db.media.some((m) => m.type === 'link')).toBe(true);
  });

  it('points replacements, corrections, updates and users at existing records', () => {
    const products = byId(db.products);
    const users = byId(db.users);
    const organizations = byId(db.organizations);
    const brands = byId(db.brands);
    const categories = byId(db['public-categories']);
    for (const p of db.products) {
      expect(p.replacement !== undefined).toBe(p.status === 'replaced');
      if (p.replacement !== undefined) {
        expect(products.has(p.replacement)).toBe(true);
        expect(p.replacement).not.toBe(p.id);
      }
    }
    for (const u of db.users) expect(organizations.has(u.organization)).toBe(true);
    expect(new Set(db.users.map((u) => u.email)).size).toBe(db.users.length);
    for (const type of [1, 2, 3]) expect(db.users.some((u) => u.isEnabled && u.subscription.type === type)).toBe(true);
    for (const c of db.corrections) {
      expect(products.has(c.product)).toBe(true);
      expect(users.get(c.createdBy)?.organization).toBe(c.organization);
    }
    expect(new Set(db.corrections.map((c) => c.status)).size).toBe(4);
    for (const n of db.updates) {
      expect(organizations.has(n.organization)).toBe(true);
      for (const id of n.products) expect(products.has(id)).toBe(true);
      for (const id of n.brands) expect(brands.has(id)).toBe(true);
      for (const id of n.publicCategories) expect(categories.has(id)).toBe(true);
    }
    expect([...new Set(db.updates.map((n) => n.type))].sort()).toEqual([...NEWS_TYPES].sort());
    expect(db.updates.length).toBeGreaterThanOrEqual(20);
  });

  it('builds category trees with existing parents, depth 3 to 4, some deleted catalog categories', () => {
    const publicCategories = byId(db['public-categories']);
    const depth = (id: number): number => {
      const parent = publicCategories.get(id)!.parent;
      return parent === null ? 1 : 1 + depth(parent);
    };
    for (const c of db['public-categories']) if (c.parent !== null) expect(publicCategories.has(c.parent)).toBe(true);
    expect(Math.max(...db['public-categories'].map((c) => depth(c.id)))).toBeGreaterThanOrEqual(3);
    expect(db['public-categories'].length).toBeGreaterThan(150);
    const catalog = byId(db['catalog-categories']);
    for (const c of db['catalog-categories']) if (c.parent !== null) expect(catalog.has(c.parent)).toBe(true);
    expect(db['catalog-categories'].some((c) => c.deleted)).toBe(true);
    expect(db.products.some((p) => p.publicCategories.some((c) => depth(c.id) >= 3))).toBe(true);
  });
});

describe('variety', () => {
  const values = <K extends keyof ProductRecord>(key: K) => new Set(db.products.map((p) => p[key]));

  it('covers every value of status, conservation, prescription, otc, narcotic and biocide', () => {
    expect([...values('status')].sort()).toEqual([...PRODUCT_STATUSES].sort());
    for (const [key, all] of [['conservation', CONSERVATIONS], ['prescription', PRESCRIPTIONS], ['otc', ['yes', 'no']],
      ['narcotic', YES_NO_UNKNOWN], ['biocide', YES_NO_UNKNOWN]] as const) {
      for (const value of all) expect(values(key).has(value), `${key} ${value}`).toBe(true);
    }
    expect(values('deleted').has(true)).toBe(true);
  });

  it('has names missing in every locale, accents, leading-zero EANs and 1 to 3 EANs', () => {
    for (const locale of ['nl', 'fr', 'en', 'de']) expect(db.products.some((p) => !(locale in p.name)), locale).toBe(true);
    expect(db.products.some((p) => Object.values(p.name).some((n) => /[éèêëïôüöçà]/.test(n)))).toBe(true);
    expect(db.products.some((p) => p.eanGtin13 !== undefined && p.eanGtin13 < 1e12)).toBe(true);
    for (const p of db.products) {
      expect(p.ean.length).toBeGreaterThanOrEqual(1);
      expect(p.ean.length).toBeLessThanOrEqual(3);
      if (p.gtin !== undefined) expect(Number(p.gtin)).toBe(p.eanGtin14);
    }
  });

  it('matches minimumContent both ways and keeps notApplicableField to absent top-level fields', () => {
    const complete = (p: ProductRecord) => p.photos.length > 0 && p.descriptions.length > 0 && p.publicCategories.length > 0;
    expect(db.products.some(complete)).toBe(true);
    expect(db.products.some((p) => !complete(p))).toBe(true);
    const withNotApplicable = db.products.filter((p) => p.notApplicableField.length > 0);
    expect(withNotApplicable.length).toBeGreaterThan(0);
    for (const p of withNotApplicable) {
      for (const field of p.notApplicableField) {
        const value = (p as Record<string, unknown>)[field];
        expect(value === undefined || (Array.isArray(value) && value.length === 0), `${p.id} ${field}`).toBe(true);
      }
    }
  });

  it('keeps WithUnit objects consistent with the deprecated integer fields', () => {
    const factor: Record<string, number> = { mm: 1, cm: 10, g: 1, kg: 1000 };
    for (const p of db.products) {
      for (const [plain, withUnit] of [['weight', p.weightWithUnit], ['width', p.widthWithUnit], ['length', p.lengthWithUnit],
        ['depth', p.depthWithUnit]] as const) {
        const value = p[plain];
        expect(value === undefined).toBe(withUnit === undefined);
        if (withUnit) expect(withUnit.value * factor[withUnit.unit]!).toBe(value);
      }
    }
  });

  it('keeps timestamps in 2015..2026-06-01, updatedAt after createdAt, products updated after what they embed', () => {
    const walk = (value: unknown, visit: (meta: { createdAt: number; updatedAt: number }) => void): void => {
      if (Array.isArray(value)) for (const v of value) walk(v, visit);
      else if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'meta') visit(v as { createdAt: number; updatedAt: number });
          else walk(v, visit);
        }
      }
    };
    for (const f of RESOURCE_FILES) {
      walk(db[f.resource], (meta) => {
        expect(meta.createdAt).toBeGreaterThanOrEqual(START);
        expect(meta.updatedAt).toBeGreaterThanOrEqual(meta.createdAt);
        expect(meta.updatedAt).toBeLessThanOrEqual(END);
      });
    }
    for (const p of db.products) {
      expect(p.statusTouchedAt).toBeGreaterThanOrEqual(p.meta.createdAt);
      expect(p.statusTouchedAt).toBeLessThanOrEqual(p.meta.updatedAt);
      const { meta, ...rest } = p;
      walk(rest, (embedded) => expect(embedded.updatedAt).toBeLessThanOrEqual(meta.updatedAt));
    }
  });
});
