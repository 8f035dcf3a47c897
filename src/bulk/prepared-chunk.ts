/**
 * What a preparing thread hands back for a chunk of bulk lines, in a form that is cheap to pass
 * between threads: the problems, and every stored record flattened into one array of primitives.
 *
 * Documents do not travel at all when the line was canonical: the record carries the byte offsets
 * of its document in the chunk, and the importing thread, which still holds the chunk, hands the
 * store those bytes. Copying a 6 KB document to the other thread and back, and encoding it to UTF-8
 * again for the store, cost more than parsing it (docs/performance.md).
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { searchColumns } from '../query/search-text.js';
import { type StoredRecord } from '../store/stored-record.js';
import { type LineProblem } from './record-validator.js';

type Value = string | number | null;

export interface PreparedChunk {
  /** Lines in the chunk, blank ones included. */
  lines: number;
  /** `line` is 0-based within the chunk. */
  problems: Array<LineProblem & { line: number }>;
  records: number;
  packed: Value[];
  /** Records derived from this chunk's records (src/domain/derived-records.ts), by resource path. */
  derived?: Record<string, Row[]>;
}

/**
 * Layout of one record in `packed`: the document (a string, or a count of byte offsets and the
 * offsets: `[start, end)` pieces in the chunk), id, hidden, each column, then per side table its
 * row count and the rows' values, then the search texts (or null).
 */
export function packRecord(out: Value[], doc: string | number[], stored: Omit<StoredRecord, 'doc'>): void {
  if (typeof doc === 'string') out.push(doc);
  else out.push(doc.length, ...doc);
  out.push(stored.id, stored.hidden, ...stored.columns);
  for (const rows of stored.side) {
    out.push(rows.length);
    for (const row of rows) out.push(...row);
  }
  if (stored.search) out.push(...stored.search);
  else out.push(null);
}

/** The records of a prepared chunk, their documents read from `bytes`, the chunk itself. */
export function* unpackRecords(resource: ResourceDecl, chunk: PreparedChunk, bytes: Buffer): Iterable<StoredRecord> {
  const { packed } = chunk;
  const columns = resource.columns.length;
  const widths = resource.sideTables.map((t) => t.columns.length);
  const searchWidth = resource.search ? searchColumns(resource.search).length : 0;
  let at = 0;
  for (let r = 0; r < chunk.records; r++) {
    let doc: string | Uint8Array;
    const head = packed[at++];
    if (typeof head === 'string') doc = head;
    else {
      const end = at + (head as number);
      const pieces: Buffer[] = [];
      for (; at < end; at += 2) pieces.push(bytes.subarray(packed[at] as number, packed[at + 1] as number));
      doc = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
    }
    const id = packed[at++] as string | number;
    const hidden = packed[at++] as string | null;
    const cols = packed.slice(at, at + columns) as StoredRecord['columns'];
    at += columns;
    const side = widths.map((width) => {
      const count = packed[at++] as number;
      const rows: Array<Array<string | number>> = [];
      for (let i = 0; i < count; i++, at += width) rows.push(packed.slice(at, at + width) as Array<string | number>);
      return rows;
    });
    let search: string[] | null = null;
    if (packed[at] === null) at++;
    else {
      search = packed.slice(at, at + searchWidth) as string[];
      at += searchWidth;
    }
    yield { id, doc, hidden, columns: cols, side, search };
  }
}
