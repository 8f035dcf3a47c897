/**
 * From a record to what the stores write: the pre-serialized result document (so requests never
 * re-serialize it), the hidden fields, the declared columns, side table rows and search words.
 * Pure and shared by every store.
 */
import { type ResourceDecl, type Row, type SearchWords } from '../query/declare.js';

export interface StoredRecord {
  id: string | number;
  /** The result view as JSON, keys in schema order, `meta` last where the record has one. */
  doc: string;
  /** Hidden fields as a JSON object, or null. */
  hidden: string | null;
  columns: Array<string | number | null>;
  side: Array<Array<readonly (string | number)[]>>;
  search: SearchWords | null;
}

/** Keys in schema order: a record imported with another key order is stored canonically. */
export function documentOf(record: Row, resource: ResourceDecl): { doc: string; hidden: string | null } {
  const hiddenNames = new Set(resource.hidden);
  const view: Row = {};
  const hidden: Row = {};
  let anyHidden = false;
  for (const key of propertyOrder(resource.record)) {
    if (record[key] === undefined) continue;
    if (hiddenNames.has(key)) {
      hidden[key] = record[key];
      anyHidden = true;
    } else view[key] = record[key];
  }
  return { doc: JSON.stringify(view), hidden: anyHidden ? JSON.stringify(hidden) : null };
}

type SchemaLike = { properties?: Record<string, unknown>; anyOf?: SchemaLike[] };
const orders = new WeakMap<object, string[]>();

/** Property names in schema order; for a union (media: photo or link), every variant's in turn. */
export function propertyOrder(schema: object): string[] {
  let order = orders.get(schema);
  if (!order) {
    const s = schema as SchemaLike;
    order = s.properties ? Object.keys(s.properties) : [...new Set((s.anyOf ?? []).flatMap((v) => propertyOrder(v)))];
    // `meta` last: computed fields are spliced into it and hidden fields before it.
    if (order.includes('meta')) order = [...order.filter((k) => k !== 'meta'), 'meta'];
    orders.set(schema, order);
  }
  return order;
}

export function storedRecord(record: Row, resource: ResourceDecl): StoredRecord {
  const { doc, hidden } = documentOf(record, resource);
  return {
    id: record.id as string | number,
    doc,
    hidden,
    columns: resource.columns.map((c) => {
      const value = c.value(record);
      if (value === undefined || value === null) return null;
      return typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }),
    side: resource.sideTables.map((t) => [...t.rows(record)]),
    search: resource.search ? resource.search.words(record) : null,
  };
}

/**
 * The export line: the document with the hidden fields put back before `meta` (decisions
 * section 9), spliced as text so export never parses documents.
 */
export function exportLine(doc: string, hidden: string | null): string {
  if (!hidden || hidden === '{}') return doc;
  const members = hidden.slice(1, -1);
  const at = doc.lastIndexOf(',"meta":');
  if (at < 0) return `${doc.slice(0, -1)},${members}}`;
  return `${doc.slice(0, at)},${members}${doc.slice(at)}`;
}
