/**
 * What a product embeds, declared once (src/domain/product-embeds.ts): each declaration agrees
 * with the products' storage (the side table it names lists its keys), the write schema (the
 * members written by reference), the propagation (one rule per propagated source) and the
 * derivation of records (checked against the rule of docs/contract.md §9 worked out directly).
 */
import { describe, expect, it } from 'vitest';
import { collectViews, derivationsFor, type Derived } from '../../src/domain/derived-records.js';
import { DERIVATIONS, PRODUCT_EMBEDS, PROPAGATED, WRITTEN_REFERENCES } from '../../src/domain/product-embeds.js';
import { EMBEDDINGS } from '../../src/command/propagation/embeddings.js';
import { writeObjectOf } from '../../src/command/products/references.js';
import { generateCatalogRecords } from '../../src/generate/index.js';
import { STORED } from '../../src/resources/registry.js';
import { type ProductRecord } from '../../src/resources/products/record.js';
import { products } from '../../src/resources/products/resource.js';
import { ProductWrite } from '../../src/resources/products/write.js';
import { expectedDerived } from '../support/derived.js';

const catalog = generateCatalogRecords({ products: 150, seed: 23 });
const generated = catalog.products as unknown as ProductRecord[];

describe('product embeds', () => {
  it('names side tables that list each view\'s key, as the products\' storage writes them', () => {
    const listed = PRODUCT_EMBEDS.filter((e) => e.sideTable);
    expect(listed.length).toBeGreaterThanOrEqual(9);
    for (const embed of listed) {
      const table = products.sideTables.find((t) => t.name === embed.sideTable);
      expect(table, embed.sideTable).toBeDefined();
      let rows = 0;
      for (const product of generated) {
        const stored = [...table!.rows(product)].map((r) => r[0]);
        const keys = [...new Set(embed.views(product).map((v) => embed.key(v)))];
        expect(stored.sort(), `${embed.member} of ${product.id}`).toEqual(keys.sort());
        rows += stored.length;
      }
      expect(rows, `${embed.member}: the generated products embed some`).toBeGreaterThan(0);
    }
  });

  it('declares every member the product write names by reference, and only those', () => {
    const schema = ProductWrite.properties as Record<string, unknown>;
    for (const [member, embed] of WRITTEN_REFERENCES) {
      if (embed.written.in === 'product') expect(schema[member], member).toBeDefined();
      else expect(schema[member], member).toBeUndefined();
    }
    // A stored product's references are what the write names: ids, an option's id, a species code.
    const product = generated.find((p) => p.attributes.length > 0 && p.allowedSpecies.length > 0 && p.brands.length > 0)!;
    const written = writeObjectOf(product, ['brands', 'attributes', 'allowedSpecies', 'organizations']);
    expect(written.brands).toEqual(product.brands.map((b) => b.id));
    expect(written.attributes).toEqual(product.attributes.map((a) => a.option.id));
    expect((written.allowedSpecies as string[]).every((code) => typeof code === 'string')).toBe(true);
    expect(written.organizations).toEqual(product.organizations);
  });

  it('gives each propagated source one rule, with what no product shows', () => {
    expect([...EMBEDDINGS.keys()].sort()).toEqual([...PROPAGATED.keys()].sort());
    expect([...EMBEDDINGS.keys()].sort()).toEqual(['brands', 'media', 'organizations']);
    for (const [path, embedding] of EMBEDDINGS) expect(embedding.source.path).toBe(path);
    expect(EMBEDDINGS.get('media')!.unseen).toEqual(['products']);
  });

  it('derives the records of a catalogue without their files as docs/contract.md §9 says', () => {
    const present = STORED.filter((r) => r.path === 'products');
    const targets = derivationsFor(STORED, (r) => present.includes(r));
    expect(targets.map((t) => t.path).sort()).toEqual([...DERIVATIONS.keys()].sort());
    // With one file of a group present, that group is not derived.
    const withIngredients = derivationsFor(STORED, (r) => r.path === 'products' || r.path === 'active-ingredients');
    expect(withIngredients.map((t) => t.path).sort()).toEqual(['product-attribute-options', 'product-attributes']);
    const derived: Derived = new Map();
    for (const product of generated) collectViews(products, product, targets, derived);
    const expected = expectedDerived(generated);
    for (const target of targets) {
      const records = [...derived.get(target.path)!.values()].sort((a, b) => (a.id as number) - (b.id as number));
      expect(records, target.path).toEqual(expected[target.path]);
    }
  });
});
