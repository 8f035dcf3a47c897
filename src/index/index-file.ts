/**
 * A resource's in-memory index saved to a file, so that a new server process is ready in a second
 * or two instead of reading every record from the store (a minute for 1,000,000 products). The
 * file is a cache, never a source of truth: it records the store epoch and the change feed row
 * (src/store/record-changes.ts) it is complete up to, and is used only while the store still
 * has that row, with the same resource and row id, in the same epoch; the reader then follows the
 * feed from there. Anything else (another store, a replaced catalogue, a feed moved past it, a
 * file of another layout or format) reads the store instead.
 *
 * Layout: 8 bytes of magic, the header's length (4 bytes), the header as JSON, padding to 8, then
 * the sections (sections.ts), which a reader uses in place, as views of the one buffer it read.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type ResourceDecl } from '../query/declare.js';
import { type FeedRow } from '../store/record-changes.js';
import { layoutOf } from './layout.js';
import { ResourceIndex, type ResourceIndexFile } from './resource-index.js';
import { Sections, SectionWriter } from './sections.js';

const MAGIC = Buffer.from('CATIDX01');
/** Bumped whenever what `save` writes changes shape. */
const FORMAT = 3;

/** Where the index was complete: the store's epoch and the last feed row it holds. */
export interface IndexPosition { epoch: number; seq: number; row: Pick<FeedRow, 'resource' | 'rid'> }

interface Header extends IndexPosition { format: number; resource: string; layout: string; index: ResourceIndexFile }

/** The file of a resource's index for a store (its location, never with a password). */
export function indexFilePath(dir: string, storeLocation: string, resource: ResourceDecl): string {
  const store = createHash('sha256').update(storeLocation).digest('hex').slice(0, 16);
  return join(dir, `catalog-index-${store}-${resource.path.replace(/[^a-z0-9-]/gi, '_')}.bin`);
}

/** Writes the index to `path` (a new file renamed over the old: a reader never sees half of one). */
export async function saveIndexFile(path: string, index: ResourceIndex, at: IndexPosition): Promise<number> {
  const out = new SectionWriter();
  const header: Header = { format: FORMAT, resource: index.resource.path, layout: JSON.stringify(index.layout), ...at, index: await index.save(out) };
  const json = Buffer.from(JSON.stringify(header));
  const start = MAGIC.length + 4 + json.length;
  const head = Buffer.alloc(start + ((8 - (start % 8)) % 8));
  MAGIC.copy(head);
  head.writeUInt32LE(json.length, MAGIC.length);
  json.copy(head, MAGIC.length + 4);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  try {
    await file.writev([head, ...out.parts]);
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return head.length + out.size;
}

/** The index a file holds and where it was complete, or undefined when there is none of this layout. */
export async function readIndexFile(path: string, resource: ResourceDecl): Promise<{ index: ResourceIndex; at: IndexPosition } | undefined> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch {
    return undefined;
  }
  if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  // Views need an aligned start; a buffer read whole is its own allocation, but do not count on it.
  if (data.byteOffset % 8 !== 0) data = Buffer.from(data);
  const length = data.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4 + length;
  let header: Header;
  try {
    header = JSON.parse(data.toString('utf8', MAGIC.length + 4, start)) as Header;
  } catch {
    return undefined;
  }
  if (header.format !== FORMAT || header.resource !== resource.path || header.layout !== JSON.stringify(layoutOf(resource))) return undefined;
  const sections = new Sections(data.subarray(start + ((8 - (start % 8)) % 8)));
  return { index: await ResourceIndex.restore(resource, header.index, sections), at: { epoch: header.epoch, seq: header.seq, row: header.row } };
}
