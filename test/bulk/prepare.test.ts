/**
 * Preparing chunks of bulk lines (src/bulk/prepare.ts, src/bulk/prepared-chunk.ts): what the
 * importing thread unpacks, documents cut from the chunk's bytes included, is exactly what
 * storing the parsed record the slow way gives, for every resource of a generated catalogue.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LINE, prepareChunk } from '../../src/bulk/prepare.js';
import { unpackRecords } from '../../src/bulk/prepared-chunk.js';
import { generateCatalogRecords } from '../../src/generate/index.js';
import { type Row } from '../../src/query/declare.js';
import { products } from '../../src/resources/products/resource.js';
import { STORED } from '../../src/resources/registry.js';
import { documentOf, documentText, storedRecord, type StoredRecord } from '../../src/store/stored-record.js';

const catalogue = generateCatalogRecords({ products: 60, seed: 11 }) as unknown as Record<string, Row[]>;

/** The slow path: the record serialized again, no line reused. */
const expected = (resource: (typeof STORED)[number], record: Row) => {
  const normalized = resource.normalize ? resource.normalize(record) : record;
  return { ...storedRecord(normalized, resource), doc: documentOf(normalized, resource) };
};
const asText = (records: Iterable<StoredRecord>) => [...records].map((r) => ({ ...r, doc: documentText(r.doc) }));

describe('prepareChunk', () => {
  for (const resource of STORED) {
    it(`stores ${resource.path} lines as the records they hold, documents cut from the bytes`, () => {
      const records = catalogue[resource.path]!;
      expect(records.length).toBeGreaterThan(0);
      const bytes = Buffer.from(records.map((r) => `${JSON.stringify(r)}\n`).join(''));
      const prepared = prepareChunk(resource, bytes);
      expect(prepared).toMatchObject({ lines: records.length, problems: [], records: records.length });
      const unpacked = [...unpackRecords(resource, prepared, bytes)];
      // Canonical lines travel as byte offsets, not as text; media lines are canonical in the key
      // order of their own kind (photo, frontal, link: src/store/stored-record.ts).
      expect(unpacked.filter((r) => typeof r.doc === 'string')).toHaveLength(0);
      expect(asText(unpacked)).toEqual(records.map((r) => expected(resource, r)));
    });
  }

  it('offsets stay right after multi-byte characters, CRLF endings, blank lines and surrounding spaces', () => {
    const records = catalogue.products!.slice(0, 20);
    const text = records.map((r, i) => `${i % 3 === 0 ? '  ' : ''}${JSON.stringify(r)}${i % 2 ? '\r' : ''}\n${i % 4 === 0 ? '\n \r\n' : ''}`).join('');
    expect(text).toMatch(/[^\x00-\x7f]/);
    const bytes = Buffer.from(text);
    const prepared = prepareChunk(products, bytes);
    expect(prepared.problems).toEqual([]);
    expect(prepared.lines).toBe(text.split('\n').length - 1);
    expect(asText(unpackRecords(products, prepared, bytes))).toEqual(records.map((r) => expected(products, r)));
  });

  it('a line that is not canonical (keys out of order, spaces inside) is serialized again', () => {
    const [first, second] = catalogue.products!;
    const { id, ...rest } = first!;
    const lines = [JSON.stringify({ ...rest, id }), JSON.stringify(second, null, 1).replace(/\n/g, '')];
    const bytes = Buffer.from(`${lines.join('\n')}\n`);
    const prepared = prepareChunk(products, bytes);
    const unpacked = [...unpackRecords(products, prepared, bytes)];
    expect(unpacked.map((r) => typeof r.doc)).toEqual(['string', 'string']);
    expect(asText(unpacked)).toEqual([first!, second!].map((r) => expected(products, r)));
  });

  it('bytes that are not UTF-8 are stored as the text they decode to, never as raw bytes', () => {
    const record = { ...catalogue.colors![0]!, name: { nl: 'rood' } } as Row;
    const line = Buffer.from(`${JSON.stringify(record)}\n`);
    const at = line.indexOf('rood');
    const bytes = Buffer.concat([line.subarray(0, at), Buffer.from([0xff]), line.subarray(at)]);
    const resource = STORED.find((r) => r.path === 'colors')!;
    const prepared = prepareChunk(resource, bytes);
    expect(prepared.problems).toEqual([]);
    const [stored] = [...unpackRecords(resource, prepared, bytes)];
    expect(typeof stored!.doc).toBe('string');
    expect(JSON.parse(stored!.doc as string).name.nl).toBe('\ufffdrood');
  });

  it('names the line (0-based in the chunk) and field of each problem, and keeps the good lines', () => {
    const [a, b] = catalogue.products!;
    const lines = [JSON.stringify(a), '', '{"id": ', JSON.stringify({ ...b, status: 'nonsense' }), JSON.stringify(b)];
    const bytes = Buffer.from(lines.join('\n'));
    const prepared = prepareChunk(products, bytes);
    expect(prepared.lines).toBe(5);
    expect(prepared.problems).toEqual([
      { line: 2, field: '/', message: 'is not valid JSON at column 8: unexpected end of JSON input' },
      expect.objectContaining({ line: 3, field: '/status' }),
    ]);
    expect([...unpackRecords(products, prepared, bytes)].map((r) => r.id)).toEqual([a!.id, b!.id]);
  });

  it('names every problem of a bad line, each on the line', () => {
    const [a] = catalogue.products!;
    const bytes = Buffer.from(`${JSON.stringify(a)}\n${JSON.stringify({ ...a, status: 'nonsense', colour: 'red' })}\n`);
    const prepared = prepareChunk(products, bytes);
    expect(prepared.problems).toEqual([
      { line: 1, field: '/colour', message: 'is not a member of this object' },
      expect.objectContaining({ line: 1, field: '/status' }),
    ]);
    expect(prepared.records).toBe(1);
  });

  it('refuses a byte order mark at the start of a line, naming it', () => {
    const [a, b] = catalogue.products!;
    const prepared = prepareChunk(products, Buffer.from(`${JSON.stringify(a)}\n\ufeff${JSON.stringify(b)}\n`));
    expect(prepared.problems).toEqual([{ line: 1, field: '/', message: expect.stringMatching(/^starts with a byte order mark \(U\+FEFF\)/) }]);
  });

  it('rejects a line over the limit without parsing it', () => {
    const bytes = Buffer.from(`{"id":"${'x'.repeat(MAX_LINE)}"}\n${JSON.stringify(catalogue.products![0])}\n`);
    const prepared = prepareChunk(products, bytes);
    expect(prepared.problems).toEqual([{ line: 0, field: '/', message: `is longer than ${MAX_LINE} bytes` }]);
    expect(prepared.records).toBe(1);
  });
});
