/**
 * How an operation writes: records stored with what the store derives from them, each change
 * entered in the change log in the same transaction (who, when, which operation, which record,
 * which members), and the products that embed a changed record brought along (propagate.ts).
 */
import { type Principal } from '../auth/authenticator.js';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { changedParts, storedParts, storedRecord } from '../store/stored-record.js';
import { type Writer } from '../store/store.js';
import { EMBEDDINGS } from './propagation/embeddings.js';
import { enqueuePropagation } from './propagation/jobs.js';
import { embeddersAfter, rebuildProducts } from './propagation/rebuild.js';

/**
 * Products rebuilt within the write's own transaction at most: beyond, the propagation runs in the
 * background, in batches (src/command/propagation/worker.ts), so that the caller does not wait and
 * the store's write lock is never held for long.
 */
export const INLINE_PRODUCTS = 100;

export type ChangeAction = 'create' | 'update' | 'delete';

/** What the change log keeps of one change. */
export interface ChangeEntry { action: ChangeAction; members?: string[] }

export class Changes {
  constructor(
    private readonly writer: Writer,
    private readonly dialect: SqlDialect,
    private readonly principal: Principal | undefined,
    private readonly operation: string,
    private readonly atMs: number,
  ) {}

  /**
   * Stores a record, new or changed, and logs it; its stored document. Given the record as it was
   * stored, only the columns, side tables and search entry that differ are rewritten: a price
   * change rewrites a product's document and `updated_at`, nothing else. A record that products
   * embed brings them along (a new media item, the products it is linked to), unless only members
   * no product shows changed.
   */
  async save(resource: ResourceDecl, record: Row, entry: ChangeEntry, previous?: Row): Promise<string> {
    const stored = storedRecord(record, resource);
    const id = record.id as string | number;
    await this.writer.upsert(resource, stored, previous && changedParts(resource, storedParts(previous, resource), stored));
    await this.log(resource, id, entry);
    await this.propagate(resource, id, entry);
    return stored.doc;
  }

  /** Enters a change in the change log; for changes that are not a stored record's (an API key). */
  async log(resource: ResourceDecl | string, id: string | number, entry: ChangeEntry): Promise<void> {
    await this.writer.run(this.dialect.db.insertInto('change_log').values({
      at: this.atMs,
      key_id: this.principal?.keyId ?? null,
      user_id: this.principal?.userId ?? null,
      operation: this.operation,
      resource: typeof resource === 'string' ? resource : resource.path,
      record_id: String(id),
      change: JSON.stringify(entry),
    }).compile());
  }

  /**
   * Brings the products that embed this record along (docs/contract.md §13): at once when they
   * are few, else through a propagation entered in this transaction, which a background worker
   * carries out durably (a crash or restart resumes it).
   */
  private async propagate(resource: ResourceDecl, id: string | number, entry: ChangeEntry): Promise<void> {
    const embedding = EMBEDDINGS.get(resource.path);
    if (!embedding || entry.members?.every((m) => embedding.unseen?.includes(m))) return;
    const rows = await embeddersAfter(this.writer, this.dialect, embedding, id, 0, INLINE_PRODUCTS + 1);
    if (rows.length <= INLINE_PRODUCTS) {
      await rebuildProducts(this.writer, this.dialect, embedding, id, rows, Math.floor(this.atMs / 1000));
    } else {
      await enqueuePropagation(this.writer, this.dialect, resource.path, id, this.atMs);
    }
  }

  /** A new id of a record of an integer-keyed resource: past the highest in use and ever given. */
  async newRecordId(resource: ResourceDecl): Promise<number> {
    return this.newId(resource.path, (await this.writer.nextId(resource)) - 1);
  }

  /**
   * A new id of elements kept inside records (descriptions, leaflets), unique across the catalogue:
   * past the highest in the side table that lists them and the highest ever given.
   */
  async newElementId(name: string, sideTable: string): Promise<number> {
    const [row] = await this.writer.run(this.dialect.db.selectFrom(sideTable).select((eb) => eb.fn.max('value').as('n')).compile());
    return this.newId(name, Number(row?.n ?? 0));
  }

  /**
   * A new id for a record of `name` (docs/contract.md §13: assigned by the server, never reused):
   * past both the highest in use (`highest`) and the highest ever given, which a removed record
   * keeps in `store_state`.
   */
  async newId(name: string, highest: number): Promise<number> {
    const { db } = this.dialect;
    const key = `last_id:${name}`;
    const [row] = await this.writer.run(db.selectFrom('store_state').select('value').where('name', '=', key).compile());
    const id = Math.max(Number(row?.value ?? 0), highest) + 1;
    await this.writer.run(db.insertInto('store_state').values({ name: key, value: String(id) })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: String(id) })).compile());
    return id;
  }
}
