/**
 * A resource's in-memory index saved to a file, so that a new server process is ready in a second
 * or two instead of reading every record from the store (a minute for 1,000,000 products). The
 * file is a cache, never a source of truth: it records the store epoch and the change feed row
 * (src/store/record-changes.ts) it is complete up to, and is used only while the store still
 * has that row, with the same resource and row id, in the same epoch; the reader then follows the
 * feed from there. Anything else (another store, a replaced catalogue, a feed moved past it, a
 * file of another layout or format) reads the store instead.
 *
 * The file is written as it is made, one structure at a time, while the process goes on following
 * the feed (index-saver.ts `save`): a structure is written as it stands when its turn comes,
 * so the file also names the records the follow applied meanwhile (`dirty`). A reader takes those
 * out of every structure (each is whole, so taking a record out of it is exact) and the feed after
 * the file's position puts them back as they are now.
 *
 * Layout: 8 bytes of magic, the sections (sections.ts), which a reader uses in place, as views of
 * the one buffer it read, then the header as JSON and its length (4 bytes): the header, which
 * names every section, is known only once they are all written.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type ResourceDecl } from '../query/declare.js';
import { feedRow, type FeedRow } from '../store/record-changes.js';
import { type Store } from '../store/store.js';
import { Bitmap } from './bitmaps.js';
import { layoutOf } from './layout.js';
import { ResourceIndex, type ResourceIndexFile } from './resource-index.js';
import { Sections, SectionWriter, type SectionRef } from './sections.js';

const MAGIC = Buffer.from('CATIDX02');
/** Bumped whenever what `save` writes changes shape. */
const FORMAT = 4;

/** Where the index was complete: the store's epoch and the last feed row it holds. */
export interface IndexPosition { epoch: number; seq: number; row: Pick<FeedRow, 'resource' | 'rid'> }

interface Header extends IndexPosition { format: number; resource: string; layout: string; index: ResourceIndexFile; dirty: SectionRef }

/** The file of a resource's index for a store (its location, never with a password). */
export function indexFilePath(dir: string, storeLocation: string, resource: ResourceDecl): string {
  const store = createHash('sha256').update(storeLocation).digest('hex').slice(0, 16);
  return join(dir, `catalog-index-${store}-${resource.path.replace(/[^a-z0-9-]/gi, '_')}.bin`);
}

/**
 * Writes the index as a file's bytes, each structure handed to `write` before the next is made, so
 * the writer holds one structure's copy at a time rather than the whole file's; the bytes written.
 * `dirty` is asked last: the records applied to the index since `at` was its position, while the
 * bytes were being written.
 */
async function writeIndex(index: ResourceIndex, at: IndexPosition, dirty: () => Bitmap, write: (parts: Uint8Array[]) => Promise<void>): Promise<number> {
  const out = new SectionWriter();
  const writeOut = async () => {
    const parts = out.take();
    if (parts.length > 0) await write(parts);
  };
  await write([MAGIC]);
  const saved = await index.save(out, writeOut);
  const header: Header = {
    format: FORMAT, resource: index.resource.path, layout: JSON.stringify(index.layout), ...at, index: saved, dirty: out.put(dirty().serialize('portable')),
  };
  await writeOut();
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  await write([json, length]);
  return MAGIC.length + out.size + json.length + 4;
}

/** Writes the index to `path` (a new file renamed over the old: a reader never sees half of one); its size. */
export async function saveIndexFile(path: string, index: ResourceIndex, at: IndexPosition, dirty: () => Bitmap = () => new Bitmap()): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  let size: number;
  try {
    size = await writeIndex(index, at, dirty, async (parts) => void await file.writev(parts));
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return size;
}

/**
 * The index as the bytes of its file, in one buffer of its own (a thread that read the store hands
 * it over without a copy: load-thread.ts).
 */
export async function indexBytes(index: ResourceIndex, at: IndexPosition): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  const size = await writeIndex(index, at, () => new Bitmap(), async (more) => void parts.push(...more));
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** The index a file holds and where it was complete, or undefined when there is none of this layout. */
export async function readIndexFile(path: string, resource: ResourceDecl): Promise<{ index: ResourceIndex; at: IndexPosition; whole: Bitmap } | undefined> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch {
    return undefined;
  }
  return decodeIndex(data, resource);
}

/** A file's bytes taken apart: its header and its sections (views of the bytes), or undefined when they are not an index of this layout. */
export function decodeSections(data: Buffer, resource: ResourceDecl): { file: ResourceIndexFile; at: IndexPosition; sections: Sections; dirty: SectionRef } | undefined {
  if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  // Views need an aligned start; a buffer read whole is its own allocation, but do not count on it.
  if (data.byteOffset % 8 !== 0) data = Buffer.from(data);
  const length = data.readUInt32LE(data.length - 4);
  const end = data.length - 4 - length;
  if (end < MAGIC.length) return undefined;
  let header: Header;
  try {
    header = JSON.parse(data.toString('utf8', end, data.length - 4)) as Header;
  } catch {
    return undefined;
  }
  if (header.format !== FORMAT || header.resource !== resource.path || header.layout !== JSON.stringify(layoutOf(resource))) return undefined;
  return { file: header.index, at: { epoch: header.epoch, seq: header.seq, row: header.row }, sections: new Sections(data.subarray(MAGIC.length, end)), dirty: header.dirty };
}

/** The index in a file's bytes (used in place, as views), or undefined when they are not an index of this layout. */
export async function decodeIndex(data: Buffer, resource: ResourceDecl): Promise<{ index: ResourceIndex; at: IndexPosition; whole: Bitmap } | undefined> {
  const decoded = decodeSections(data, resource);
  if (!decoded) return undefined;
  const { file, at, sections, dirty } = decoded;
  const index = await ResourceIndex.restore(resource, file, sections);
  // Records the follow applied while the file was written: out of every structure, back from the
  // feed, read whole (`whole`) whatever parts their feed rows name.
  const whole = Bitmap.deserialize(sections.bytes(dirty), 'portable');
  for (const rid of whole) index.apply(rid, undefined);
  return { index, at, whole };
}

export interface UsableIndexFile { index: ResourceIndex; at: IndexPosition; whole: Bitmap }

/**
 * The index a file holds, when the store still has the feed row the file was complete up to, with
 * the same resource and row id, in the same epoch (the head of this file); `log` hears why a file
 * there is not used.
 */
export async function readUsableIndexFile(
  store: Store, path: string, resource: ResourceDecl, log?: (message: string, fields: Record<string, unknown>) => void,
): Promise<UsableIndexFile | undefined> {
  let filed: UsableIndexFile | undefined;
  try {
    filed = await readIndexFile(path, resource);
  } catch (error) {
    log?.('in-memory index file unreadable', { resource: resource.path, error: String(error) });
    return undefined;
  }
  if (!filed || filed.at.seq === 0) return undefined;
  // Read as the follow's other quick reads (`rowsTogether`: never queued behind a page's long counts).
  const [rows] = await store.rowsTogether([feedRow(store.dialect, filed.at.seq)]);
  const row = (rows as unknown as FeedRow[] | undefined)?.[0];
  const version = await store.version();
  const good = row !== undefined && row.resource === filed.at.row.resource && Number(row.rid) === filed.at.row.rid && version.epoch === filed.at.epoch;
  if (!good) log?.('in-memory index file out of date', { resource: resource.path });
  return good ? filed : undefined;
}
