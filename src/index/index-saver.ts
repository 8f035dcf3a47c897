/**
 * The index file's side of the in-memory index (memory-index.ts): when a held resource's file is
 * written, the write itself beside the follow, and the rule that keeps a file and the follow
 * consistent (index-file.ts):
 *
 * - `dirty`: while a write is under way, the records the follow applies are named in the file,
 *   since the file holds the index as it was when the write began only for the others;
 * - `whole`: an index read from such a file reads those records whole at their next feed row,
 *   whatever parts the row names, since the file's copy of them may predate parts of the row.
 */
import { Bitmap } from './bitmaps.js';
import { type FeedRow } from '../store/record-changes.js';
import { busy, type Held } from './held.js';
import { saveIndexFile } from './index-file.js';
import { type IndexTuning } from './tuning.js';

/** The follow applied record `rid`: a write under way names it, and the file's whole-read of it is done. */
export function markApplied(held: Held, rid: number): void {
  held.dirty?.add(rid);
  held.whole?.remove(rid);
}

/**
 * The side tables a follow reads again for these feed rows: those their commits changed (the
 * rows' parts), or every one when a row names none (records came or went, a row from before
 * migration 8) or a record must be read whole. A brand's rename or a new price changes no side
 * table of a product: the follow then reads one row a product instead of one per held table.
 */
export function tablesToRead(held: Held, rows: readonly FeedRow[]): ReadonlySet<string> | undefined {
  const tables = new Set<string>();
  for (const row of rows) {
    if (row.parts === null || row.parts === undefined || held.whole?.has(Number(row.rid))) return undefined;
    for (const table of row.parts.split(',')) if (table !== '') tables.add(table);
  }
  return tables;
}

export class IndexSaver {
  /** Files written, and writes put off by a busy feed (tests). */
  readonly counts = { written: 0, putOff: 0 };

  constructor(
    private readonly pathOf: (held: Held) => string | undefined,
    private readonly tuning: IndexTuning,
    private readonly log?: (message: string, fields: Record<string, unknown>) => void,
  ) {}

  /** After a follow: written once `saveAfter` rows were followed while the feed is not busy, or `saveForced` whatever its pace. */
  afterFollow(held: Held): void {
    const { saveAfter, saveForced } = this.tuning;
    if (held.followed >= saveForced || (held.followed >= saveAfter && !busy(held, this.tuning))) this.save(held);
    else if (held.followed >= saveAfter) this.counts.putOff++;
  }

  /** Before the process closes: the file of a resource that followed the feed since it was written. */
  async persist(held: Held): Promise<void> {
    // A write under way holds an older position: this one is written after it.
    await held.state.settled(['save']);
    if (held.state.serving && held.followed > 0) this.save(held);
  }

  /**
   * Writes the index file beside the follow: a write takes seconds for 1M records, and holding
   * the follow back meanwhile would send the requests waiting for it to SQL, whose broad pages
   * take the CPU the follow needs. The file is at the position the index had when the write
   * began and names the records applied since (`dirty`).
   */
  save(held: Held): void {
    const path = this.pathOf(held);
    const { index, at, followed } = held;
    if (path === undefined || at.seq === 0 || held.state.save === 'saving' || !index || !held.state.serving) return;
    // Records still to be read whole (an index put together from snapshots at different feed rows,
    // or read from a file that named them: load-combine.ts) are not in the index as the file will
    // hold it: named like the records applied meanwhile, so that the file's reader reads them whole.
    const dirty = held.whole?.clone() ?? new Bitmap();
    held.dirty = dirty;
    held.state.beginSave(async () => {
      try {
        held.fileBytes = await saveIndexFile(path, index, at, () => dirty);
        this.counts.written++;
        if (held.index === index) held.followed -= followed;
      } catch (error) {
        // The file is a cache: without it the next process reads the store.
        this.log?.('in-memory index file not written', { resource: held.resource.path, error: String(error) });
      } finally {
        held.dirty = undefined;
        held.state.endSave();
      }
      // The index was read again meanwhile: its file, which this write skipped, is written now.
      if (held.index !== index) this.save(held);
    });
  }
}
