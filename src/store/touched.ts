/**
 * What a transaction changed, as the generations it moves (docs/contract.md §13: caches follow
 * writes precisely). Each resource has a generation moved by any write to it, and finer ones:
 * `rows`, moved when records come or go or are rewritten whole, and one per part a rewrite of an
 * existing record can be confined to (an upsert scope): a column, a side table, the search entry.
 * A cached total or page position depends on `rows` and on the parts its filter and order read
 * (src/store/generations.ts): a price change, which rewrites a document and `updated_at`,
 * leaves every cached total that reads neither in place.
 */
import { type FeedEntry } from './record-changes.js';
import { type UpsertScope } from './store.js';

/** The part names of a resource's finer generations. */
export const PARTS = {
  rows: 'rows',
  column: (name: string) => `column:${name}`,
  table: (name: string) => `table:${name}`,
  /** A column of the resource's search index (search-text.ts `searchColumns`). */
  search: (column: string) => `search:${column}`,
} as const;

const TABLE_PART = PARTS.table('');

/** The key, in a store version's `resources`, of a resource's generation or of one of its parts. */
export const partKey = (path: string, part?: string): string => (part === undefined ? path : `${path}#${part}`);

/**
 * Row ids a commit enters in the record change feed, per resource, at most: a commit that writes
 * more (an import, a sandbox reset) enters one `EVERY_RECORD` row instead, and an index reads the
 * resource again rather than tens of thousands of records one by one.
 */
export const FEED_PER_COMMIT = 10_000;
/** The feed's row id meaning "any record of the resource may have changed". */
export const EVERY_RECORD = 0;

export class Touched {
  private readonly parts = new Map<string, Set<string>>();
  /** Row ids written per resource, or EVERY_RECORD once they are too many to list. */
  private readonly rids = new Map<string, Set<number> | typeof EVERY_RECORD>();

  get size(): number {
    return this.parts.size;
  }

  /** Records of `path` inserted, removed or rewritten whole. */
  all(path: string): void {
    this.of(path).add(PARTS.rows);
  }

  /** An existing record of `path` rewritten within `scope`. */
  scoped(path: string, scope: UpsertScope): void {
    const parts = this.of(path);
    for (const column of scope.columns) parts.add(PARTS.column(column));
    for (const table of scope.sideTables) parts.add(PARTS.table(table));
    for (const column of scope.searchColumns) parts.add(PARTS.search(column));
  }

  /** Record `rid` of `path` written (inserted, rewritten or removed): entered in the change feed. */
  row(path: string, rid: number | bigint): void {
    let rids = this.rids.get(path);
    if (rids === EVERY_RECORD) return;
    if (!rids) this.rids.set(path, (rids = new Set()));
    rids.add(Number(rid));
    if (rids.size > FEED_PER_COMMIT) this.rids.set(path, EVERY_RECORD);
  }

  /** Every record of `path` may have changed (a table cleared). */
  everyRow(path: string): void {
    this.rids.set(path, EVERY_RECORD);
  }

  /**
   * The change feed's rows of this commit: (resource, rid, parts), EVERY_RECORD standing for all.
   * A row's parts are the side tables this commit changed of any record of the resource (a
   * superset of the record's own: a reader reads those tables again, which costs it nothing wrong),
   * or null when records came, went or were rewritten whole.
   */
  feed(): FeedEntry[] {
    const rows: FeedEntry[] = [];
    for (const [path, rids] of this.rids) {
      const touched = this.parts.get(path);
      const parts = !touched || touched.has(PARTS.rows) ? null
        : [...touched].filter((p) => p.startsWith(TABLE_PART)).map((p) => p.slice(TABLE_PART.length)).sort().join(',');
      if (rids === EVERY_RECORD) rows.push([path, EVERY_RECORD, null]);
      else for (const rid of rids) rows.push([path, rid, parts]);
    }
    return rows;
  }

  /** The keys whose generations the commit moves: each resource's own and its touched parts'. */
  keys(): string[] {
    const keys: string[] = [];
    for (const [path, parts] of this.parts) {
      keys.push(partKey(path));
      for (const part of parts) keys.push(partKey(path, part));
    }
    return keys;
  }

  private of(path: string): Set<string> {
    let parts = this.parts.get(path);
    if (!parts) {
      parts = new Set();
      this.parts.set(path, parts);
    }
    return parts;
  }
}
