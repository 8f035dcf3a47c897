/**
 * From a record to what the stores write: the pre-serialized result document (so requests never
 * re-serialize it), the hidden fields, the declared columns, side table rows and search texts.
 * Pure and shared by every store.
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { searchColumns, searchTexts } from './search-text.js';

export interface StoredRecord {
  id: string | number;
  /** The result view as JSON, keys in schema order, `meta` last where the record has one. */
  doc: string;
  /** Hidden fields as a JSON object, or null. */
  hidden: string | null;
  columns: Array<string | number | null>;
  side: Array<Array<readonly (string | number)[]>>;
  /** One text per search index column (src/store/search-text.ts), or null. */
  search: string[] | null;
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

function hiddenOf(record: Row, resource: ResourceDecl): string | null {
  const hidden: Row = {};
  let any = false;
  for (const key of resource.hidden) {
    if (record[key] === undefined) continue;
    hidden[key] = record[key];
    any = true;
  }
  return any ? JSON.stringify(hidden) : null;
}

/** The view as JSON with keys in schema order and the hidden fields left out. */
export function documentOf(record: Row, resource: ResourceDecl): string {
  const view: Row = {};
  for (const key of propertyOrder(resource.record)) {
    if (record[key] !== undefined && !resource.hidden.includes(key)) view[key] = record[key];
  }
  return JSON.stringify(view);
}

/**
 * The document cut from the line it was parsed from, when that line is already canonical (top-level
 * keys in schema order, compact, as this service's export and generator write): serializing a
 * multi-kilobyte product again is the costliest step of an import. Undefined when it is not.
 */
export function documentFromLine(line: string, record: Row, resource: ResourceDecl): string | undefined {
  const order = propertyOrder(resource.record);
  let j = 0;
  for (const key of Object.keys(record)) {
    while (j < order.length && order[j] !== key) j++;
    if (j === order.length) return undefined;
    j++;
  }
  let doc = line.trim();
  for (const key of resource.hidden) {
    if (record[key] === undefined) continue;
    const member = `,"${key}":${JSON.stringify(record[key])}`;
    const at = doc.indexOf(member);
    if (at < 0 || doc.indexOf(member, at + 1) >= 0) return undefined;
    doc = doc.slice(0, at) + doc.slice(at + member.length);
  }
  return doc;
}

export function storedRecord(record: Row, resource: ResourceDecl, line?: string): StoredRecord {
  return {
    id: record.id as string | number,
    doc: (line !== undefined ? documentFromLine(line, record, resource) : undefined) ?? documentOf(record, resource),
    hidden: hiddenOf(record, resource),
    columns: resource.columns.map((c) => {
      const value = c.value(record);
      if (value === undefined || value === null) return null;
      return typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }),
    side: resource.sideTables.map((t) => [...t.rows(record)]),
    search: resource.search ? searchTexts(resource.search.words(record), searchColumns(resource.search)) : null,
  };
}

/**
 * The export line: the document with the hidden fields put back before `meta` (decisions
 * section 9), spliced as text so export never parses documents.
 */
export function exportLine(doc: string, hidden: string | null): string {
  if (!hidden || hidden === '{}') return doc;
  const members = hidden.slice(1, -1);
  const at = doc.lastIndexOf(',"meta":{"createdAt"');
  if (at < 0) return `${doc.slice(0, -1)},${members}}`;
  return `${doc.slice(0, at)},${members}${doc.slice(at)}`;
}
