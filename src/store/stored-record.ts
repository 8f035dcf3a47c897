/**
 * From a record to what the stores write: the pre-serialized result document (so requests never
 * re-serialize it), the hidden fields, the declared columns, side table rows and search texts.
 * Pure and shared by every store.
 */
import { type ColumnDecl, type ResourceDecl, type Row } from '../query/declare.js';
import { claimOf } from '../resources/common/variants.js';
import { searchColumns, searchTexts, searchWordsOf, withSearchWords } from '../query/search-text.js';

export interface StoredRecord {
  id: string | number;
  /**
   * The result view as JSON, keys in schema order, `meta` last where the record has one: a string,
   * or its UTF-8 bytes when an import cut it from the file it read.
   */
  doc: string | Uint8Array;
  /** Hidden fields as a JSON object, or null. */
  hidden: string | null;
  columns: Array<string | number | null>;
  side: Array<Array<readonly (string | number)[]>>;
  /** One text per search index column (src/query/search-text.ts), or null. */
  search: string[] | null;
}

type SchemaLike = { properties?: Record<string, unknown>; anyOf?: SchemaLike[] };
const orders = new WeakMap<object, string[]>();

/** Property names in schema order; for a union, every variant's in turn. */
function propertyOrder(schema: object): string[] {
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

/**
 * The key order of a record's document: its schema's, or for a tagged union (media: photo,
 * frontal or link) the order of the branch the record is, so every kind's lines are canonical.
 */
function orderOf(record: Row, resource: ResourceDecl): string[] {
  const claim = claimOf(resource.record, record);
  return propertyOrder(claim && 'branch' in claim ? claim.branch : resource.record);
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
  for (const key of orderOf(record, resource)) {
    if (record[key] !== undefined && !resource.hidden.includes(key)) view[key] = record[key];
  }
  return JSON.stringify(view);
}

/**
 * Where the document lies in the line it was parsed from, when that line is already canonical
 * (top-level keys in schema order, compact, as this service's export and generator write):
 * serializing a multi-kilobyte product again is the costliest step of an import. The document is
 * the trimmed line less each hidden member: `[start, end)` pieces, in order, as character offsets.
 * Undefined when the line is not canonical.
 */
export function documentPieces(line: string, record: Row, resource: ResourceDecl): number[] | undefined {
  const order = orderOf(record, resource);
  let j = 0;
  for (const key of Object.keys(record)) {
    while (j < order.length && order[j] !== key) j++;
    if (j === order.length) return undefined;
    j++;
  }
  let start = 0;
  let end = line.length;
  while (start < end && isJsonSpace(line.charCodeAt(start))) start++;
  while (end > start && isJsonSpace(line.charCodeAt(end - 1))) end--;
  const cuts: Array<[number, number]> = [];
  for (const key of resource.hidden) {
    if (record[key] === undefined) continue;
    const member = `,"${key}":${JSON.stringify(record[key])}`;
    const at = line.indexOf(member, start);
    if (at < 0 || at + member.length > end || line.indexOf(member, at + 1) >= 0) return undefined;
    cuts.push([at, at + member.length]);
  }
  cuts.sort((a, b) => a[0] - b[0]);
  const pieces = [start];
  for (const [from, to] of cuts) {
    if (from < pieces[pieces.length - 1]!) return undefined;
    pieces.push(from, to);
  }
  pieces.push(end);
  return pieces;
}

/** JSON's own whitespace: what may surround a line that parsed. */
const isJsonSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The document as a string, whichever form the store was handed. */
export const documentText = (doc: string | Uint8Array): string =>
  typeof doc === 'string' ? doc : Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength).toString('utf8');

/** What the stores write for a record, its document serialized. */
export function storedRecord(record: Row, resource: ResourceDecl): StoredRecord & { doc: string } {
  return { ...storedParts(record, resource), doc: documentOf(record, resource) };
}

/** Everything stored but the document. */
export function storedParts(record: Row, resource: ResourceDecl): Omit<StoredRecord, 'doc'> {
  return withSearchWords(resource.search, record, () => ({
    id: record.id as string | number,
    hidden: hiddenOf(record, resource),
    columns: resource.columns.map((c) => columnValue(c, record)),
    side: resource.sideTables.map((t) => [...t.rows(record)]),
    search: searchTextsOf(record, resource),
  }));
}

/** A declared column's stored value for a record: booleans as 0 and 1, nothing as null. */
export function columnValue(column: ColumnDecl<any>, record: Row): string | number | null {
  const value = column.value(record);
  if (value === undefined || value === null) return null;
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/** The texts of a record's search index entry, one per column (src/query/search-text.ts); null without one. */
export function searchTextsOf(record: Row, resource: ResourceDecl): string[] | null {
  return resource.search ? searchTexts(searchWordsOf(resource.search, record), searchColumns(resource.search)) : null;
}

/** A record as the stores derive their parts from it: with the defaults its declaration fills in (`normalize`). */
export const normalized = (resource: ResourceDecl, record: Row): Row => (resource.normalize ? resource.normalize(record) : record);

/** A record as stored: its document with its hidden fields (the inverse of `storedParts` for both). */
export function recordOf(doc: string, hidden: string | null): Row {
  return hidden ? { ...JSON.parse(doc), ...JSON.parse(hidden) } : JSON.parse(doc);
}

/**
 * The export line: the document with the hidden fields put back before `meta` (docs/contract.md
 * §9), spliced as text so export never parses documents.
 */
export function exportLine(doc: string, hidden: string | null): string {
  if (!hidden || hidden === '{}') return doc;
  const members = hidden.slice(1, -1);
  const at = doc.lastIndexOf(',"meta":{"createdAt"');
  if (at < 0) return `${doc.slice(0, -1)},${members}}`;
  return `${doc.slice(0, at)},${members}${doc.slice(at)}`;
}

/** What differs between two stored forms of a record: the scope a rewrite of it needs. */
export function changedParts(resource: ResourceDecl, before: Omit<StoredRecord, 'doc'>, after: Omit<StoredRecord, 'doc'>): UpsertScope {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const names = resource.search ? searchColumns(resource.search) : [];
  return {
    columns: resource.columns.filter((_, i) => before.columns[i] !== after.columns[i]).map((c) => c.name),
    sideTables: resource.sideTables.filter((_, i) => !same(before.side[i], after.side[i])).map((t) => t.name),
    // A brand's new name changes its products' brand words only: what reads their codes keeps its generation.
    searchColumns: names.filter((_, i) => before.search?.[i] !== after.search?.[i]),
  };
}

/**
 * What of an existing record's derived rows a rewrite changes (`changedParts` in
 * src/store/stored-record.ts): these columns and side tables (by name) and, when `search`, its
 * search entry; the rest is kept as stored. A brand renamed in 50,000 products rewrites their
 * documents, `updated_at` and search entries, not their fourteen side tables and twelve other
 * indexed columns. A new record is written whole whatever the scope.
 */
export interface UpsertScope {
  columns: readonly string[];
  sideTables: readonly string[];
  /** The search index's columns whose text changed (none: the search entry is kept): the generations the write moves. */
  searchColumns: readonly string[];
}
