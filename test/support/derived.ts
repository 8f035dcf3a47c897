/* eslint-disable @typescript-eslint/no-explicit-any -- generated records read as plain JSON */
/**
 * What docs/contract.md §9 says an import without the files of section 16 derives, worked out
 * directly: an ingredient is its latest embedded view; an attribute's code is its id as a string and
 * its meta spans the embedding products' meta; an option's type is its attribute's code.
 */
export function expectedDerived(products: Array<Record<string, any>>): Record<string, Array<Record<string, unknown>>> {
  const ingredients = new Map<number, any>();
  const attributes = new Map<number, any>();
  const options = new Map<number, any>();
  const span = (known: any, meta: any) => ({
    createdAt: Math.min(known.meta.createdAt, meta.createdAt), updatedAt: Math.max(known.meta.updatedAt, meta.updatedAt),
  });
  for (const p of products) {
    for (const a of p.activeIngredients) {
      const known = ingredients.get(a.id);
      if (!known || a.meta.updatedAt > known.meta.updatedAt) ingredients.set(a.id, a);
    }
    for (const a of p.attributes) {
      const known = attributes.get(a.id);
      const later = !known || p.meta.updatedAt > known.meta.updatedAt;
      attributes.set(a.id, { id: a.id, code: String(a.id), name: later ? a.name : known.name, meta: known ? span(known, p.meta) : p.meta });
      const option = options.get(a.option.id);
      options.set(a.option.id, {
        id: a.option.id, type: String(a.id), name: !option || p.meta.updatedAt > option.meta.updatedAt ? a.option.name : option.name,
        attribute: a.id, meta: option ? span(option, p.meta) : p.meta,
      });
    }
  }
  const sorted = (m: Map<number, any>) => [...m.values()].sort((a, b) => a.id - b.id);
  return { 'active-ingredients': sorted(ingredients), 'product-attributes': sorted(attributes), 'product-attribute-options': sorted(options) };
}

