/**
 * What a transaction changed, as the generations it moves (decisions section 13: caches follow
 * writes precisely). Each resource has a generation moved by any write to it, and finer ones:
 * `rows`, moved when records come or go or are rewritten whole, and one per part a rewrite of an
 * existing record can be confined to (an upsert scope): a column, a side table, the search entry.
 * A cached total or page position depends on `rows` and on the parts its filter and order read
 * (src/service/generations.ts): a price change, which rewrites a document and `updated_at`,
 * leaves every cached total that reads neither in place.
 */
import { type UpsertScope } from './store.js';

/** The part names of a resource's finer generations. */
export const PARTS = {
  rows: 'rows',
  column: (name: string) => `column:${name}`,
  table: (name: string) => `table:${name}`,
  search: 'search',
} as const;

/** The key, in a store version's `resources`, of a resource's generation or of one of its parts. */
export const partKey = (path: string, part?: string): string => (part === undefined ? path : `${path}#${part}`);

export class Touched {
  private readonly parts = new Map<string, Set<string>>();

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
    if (scope.search) parts.add(PARTS.search);
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
