/**
 * JSON lines for products and media, byte-identical to `JSON.stringify(record)` but faster: the
 * objects many records embed (organizations, brands, families, categories, ingredients, species,
 * code lists) and the parts a product shares with its media items (formats, names, URLs) are
 * stringified once and reused. Serialization dominates generation time, and about half of a
 * product line is such shared text. test/generate checks the equality on every generated record.
 */
import type { MediaRecord } from '../resources/media/record.js';
import type { ProductRecord } from '../resources/products/record.js';

/** Product members whose elements are shared reference objects. */
const SHARED_LISTS = new Set([
  'publicCategories', 'catalogCategories', 'brands', 'productFamily', 'attributes', 'dietaryRestrictions', 'colors',
  'organizations', 'activeIngredients', 'allowedSpecies',
]);
/** Members of a (product view of a) media item that are the same objects in the media record. */
const SHARED_MEDIA_MEMBERS = new Set(['formats', 'name', 'url']);
const EMBEDDED_MEDIA = new Set(['photos', 'frontals', 'links']);

export class JsonFragments {
  private readonly cache = new WeakMap<object, string>();

  /** JSON of an object that is never mutated once generated. */
  of(value: object): string {
    let json = this.cache.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      this.cache.set(value, json);
    }
    return json;
  }

  list(values: readonly object[]): string {
    if (values.length === 0) return '[]';
    let out = '[';
    for (let i = 0; i < values.length; i++) out += (i === 0 ? '' : ',') + this.of(values[i]!);
    return `${out}]`;
  }

  /** A media record, or a media item inside a product. */
  mediaItem(item: object): string {
    let out = '';
    const record = item as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (value === undefined) continue;
      // Member names are plain identifiers: no escaping needed.
      out += `${out === '' ? '{"' : ',"'}${key}":`;
      if (SHARED_MEDIA_MEMBERS.has(key)) out += this.of(value as object);
      else if (key === 'organizations' && typeof (value as unknown[])[0] === 'object') out += this.list(value as object[]);
      else out += JSON.stringify(value);
    }
    return out === '' ? '{}' : `${out}}`;
  }

  product(product: ProductRecord): string {
    let out = '';
    const record = product as unknown as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (value === undefined) continue;
      out += `${out === '' ? '{"' : ',"'}${key}":`;
      if (SHARED_LISTS.has(key)) out += this.list(value as object[]);
      else if (EMBEDDED_MEDIA.has(key)) {
        const items = value as object[];
        out += '[';
        for (let i = 0; i < items.length; i++) out += (i === 0 ? '' : ',') + this.mediaItem(items[i]!);
        out += ']';
      } else if (key === 'name' || key === 'dosageFormFullName') out += this.of(value as object);
      else out += JSON.stringify(value);
    }
    return out === '' ? '{}' : `${out}}`;
  }

  media(item: MediaRecord): string {
    return this.mediaItem(item);
  }
}
