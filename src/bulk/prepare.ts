/**
 * A chunk of bulk lines (UTF-8 bytes, whole lines) to what the store writes, or to the problems
 * that reject them: per line, parse, drop computed fields, validate against the record schema,
 * fill defaults, extract stored parts. Pure and synchronous, so it runs in worker threads as well
 * as in the importing thread.
 */
import { isUtf8 } from 'node:buffer';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { documentOf, documentPieces, normalized, storedParts } from '../store/stored-record.js';
import { packRecord, type PreparedChunk } from './prepared-chunk.js';
import { jsonProblem } from '../text/json-error.js';
import { collectViews, derivedOfChunk, type Derived } from '../domain/derived-records.js';
import { checkRecord, dropComputed, type LineProblem } from './record-validator.js';

/** Longest accepted line in bytes; longer is a problem, not an out-of-memory (src/bulk/line-chunks.ts). */
export const MAX_LINE = 4 * 1024 * 1024;

const NEWLINE = 0x0a;
const BOM = '\ufeff';

/** `derive`: resources whose records this chunk's records embed and the import derives (src/domain/derived-records.ts). */
export function prepareChunk(resource: ResourceDecl, chunk: Uint8Array, derive: readonly ResourceDecl[] = []): PreparedChunk {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  // Bytes that are not UTF-8 decode to U+FFFD: such documents are stored as their decoded text.
  const sendOffsets = isUtf8(bytes);
  const out: PreparedChunk = { lines: 0, problems: [], records: 0, packed: [] };
  const derived: Derived = new Map();
  let start = 0;
  while (start < bytes.length) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline < 0 ? bytes.length : newline;
    const problems = prepareLine(resource, bytes, start, end, sendOffsets, out, (record) => collectViews(resource, record, derive, derived));
    for (const problem of problems) out.problems.push({ line: out.lines, ...problem });
    out.lines++;
    start = end + 1;
  }
  if (derive.length > 0) out.derived = derivedOfChunk(derived);
  return out;
}

function prepareLine(resource: ResourceDecl, bytes: Buffer, start: number, end: number, sendOffsets: boolean,
  out: PreparedChunk, collect: (record: Row) => void): LineProblem[] {
  if (end - start > MAX_LINE) return [{ field: '/', message: `is longer than ${MAX_LINE} bytes` }];
  const text = bytes.toString('utf8', start, end);
  if (text.trim() === '') return [];
  // The file's own byte order mark is gone (src/bulk/line-chunks.ts); one here is from files put
  // together, and JSON.parse would name it as an invisible character at no useful column.
  if (text.startsWith(BOM)) return [{ field: '/', message: 'starts with a byte order mark (U+FEFF), which only the start of a file may have' }];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // The file and line are the problem's own; the column says where in the line.
    const { column, reason } = jsonProblem(text, error as Error);
    return [{ field: '/', message: `is not valid JSON at column ${column}: ${reason}` }];
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const record = isObject ? dropComputed(value as Row) : value;
  const problems = checkRecord(resource, record);
  if (problems.length > 0) return problems;
  const ready = normalized(resource, record as Row);
  // The line itself is the document when nothing was dropped from it and it is canonical.
  const pieces = record === value ? documentPieces(text, ready, resource) : undefined;
  let doc: string | number[];
  if (!pieces) doc = documentOf(ready, resource);
  else if (sendOffsets) doc = byteOffsets(text, pieces, start, text.length === end - start);
  else doc = piecesText(text, pieces);
  packRecord(out.packed, doc, storedParts(ready, resource));
  collect(ready);
  out.records++;
  return [];
}

/** The document the pieces of `text` make, as text: a chunk that is not UTF-8 cannot lend its bytes. */
function piecesText(text: string, pieces: number[]): string {
  let doc = '';
  for (let i = 0; i < pieces.length; i += 2) doc += text.slice(pieces[i], pieces[i + 1]);
  return doc;
}

/** Character offsets in `text` to byte offsets in the chunk it was decoded from. */
function byteOffsets(text: string, pieces: number[], lineStart: number, ascii: boolean): number[] {
  return pieces.map((p) => lineStart + (ascii ? p : Buffer.byteLength(text.slice(0, p), 'utf8')));
}
