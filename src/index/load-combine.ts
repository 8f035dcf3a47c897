/**
 * The parts of a resource's index read on several threads (load-in-thread.ts), each from a
 * snapshot of its own, put together as one index (docs/architecture.md "In-memory index"). Each
 * part arrives as the bytes of an index file holding what that part read (load.ts `readPart`),
 * used in place. The snapshots may stand at different feed rows when a write committed while the
 * threads opened theirs: the index then stands at the oldest of them, and every record of this
 * resource that a feed row between the oldest and the newest names is taken out of every
 * structure and read whole by the follow (`whole`), as for an index file written while the
 * follow went on (index-file.ts). A catalogue replaced between two snapshots (another epoch)
 * fails the read, which is tried again.
 */
import { type ResourceDecl } from '../query/declare.js';
import { feedRidsBetween } from '../store/record-changes.js';
import { type Store } from '../store/store.js';
import { Bitmap } from './bitmaps.js';
import { decodeSections, type IndexPosition } from './index-file.js';
import { type IndexPart } from './layout.js';
import { ResourceIndex } from './resource-index.js';

/** A part's read: what it took, and the bytes of the index file it made of it. */
export interface PartRead { part: IndexPart; bytes: Uint8Array }

export interface CombinedIndex { index: ResourceIndex; at: IndexPosition; whole?: Bitmap }

export async function combineParts(store: Store, resource: ResourceDecl, reads: readonly PartRead[]): Promise<CombinedIndex> {
  const decoded = reads.map(({ part, bytes }) => {
    const sections = decodeSections(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), resource);
    if (!sections) throw new Error(`a part of the in-memory index of ${resource.path} came as bytes of another layout`);
    return { part, ...sections };
  });
  const epochs = new Set(decoded.map((d) => d.at.epoch));
  if (epochs.size > 1) throw new Error(`the catalogue was replaced while the in-memory index of ${resource.path} was read`);
  if (decoded.filter((d) => d.part.records).length !== 1) throw new Error(`the in-memory index of ${resource.path} was read without its records, or with them twice`);
  const index = new ResourceIndex(resource);
  // The records first: every order breaks its ties by their ids.
  for (const { part, file, sections } of [...decoded].sort((a, b) => Number(b.part.records) - Number(a.part.records))) await index.fill(file, sections, part);
  const oldest = decoded.reduce((a, b) => (b.at.seq < a.at.seq ? b : a)).at;
  const newest = Math.max(...decoded.map((d) => d.at.seq));
  if (newest === oldest.seq) return { index, at: oldest };
  const [rows] = await store.rowsTogether([feedRidsBetween(store.dialect, resource.path, oldest.seq, newest)]);
  const whole = new Bitmap();
  for (const row of rows!) whole.add(Number(row.rid));
  for (const rid of whole) index.apply(rid, undefined);
  return { index, at: oldest, whole };
}
