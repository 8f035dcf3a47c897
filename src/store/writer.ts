/**
 * What a write does inside one all-or-nothing transaction of a store (src/store/store.ts), apart
 * from the store itself so that migrations (src/store/migrations/) can write through it without
 * importing the store that runs them.
 */
import { type CompiledQuery } from 'kysely';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { type StoredRecord, type UpsertScope } from './stored-record.js';

/** A record as a write reads it: the record (document and hidden fields) and the document's text as stored. */
export interface StoredState { record: Row; doc: string }

export interface NewApiKey {
  id: string;
  userId: number;
  name: string;
  secretHash: string;
  environment: string;
  createdAt: number;
}

/** Writes inside one all-or-nothing transaction. */
export interface Writer {
  /**
   * Inserts or replaces a record, given as its stored parts (src/store/stored-record.ts): bulk
   * imports prepare them on worker threads, creates answer with the same document.
   */
  upsert(resource: ResourceDecl, stored: StoredRecord, scope?: UpsertScope): Promise<void>;
  /** Creates an API key row; the secret is already hashed. */
  insertKey(key: NewApiKey): Promise<void>;
  /** Enables or disables a key; false when there is none. */
  setKeyEnabled(keyId: string, enabled: boolean): Promise<boolean>;
  /** Reads inside the transaction, for the checks of a create. */
  exists(resource: ResourceDecl, id: string | number): Promise<boolean>;
  /**
   * A record as stored, its document with its hidden fields (docs/contract.md §9), read inside the
   * transaction after everything written before it: what a write changes starts from this.
   */
  read(resource: ResourceDecl, id: string | number): Promise<StoredState | undefined>;
  /** Removes a record with everything stored for it (side rows, search entry); false when there was none. */
  remove(resource: ResourceDecl, id: string | number): Promise<boolean>;
  /** Whether some record (other than record `except`) has `value` in a declared column. */
  taken(resource: ResourceDecl, column: string, value: string | number, except?: string | number): Promise<boolean>;
  /** The next free integer id of a resource. */
  nextId(resource: ResourceDecl): Promise<number>;
  /** Stores what a create accepts beyond the record (password hash, settings); never exported. */
  setPrivate(resource: ResourceDecl, id: string | number, data: Row): Promise<void>;
  /**
   * Removes every record of a resource (its rows in all of its tables), keeping the indexes in
   * place so readers of the committed data are never blocked by the rewrite (sandbox resets).
   */
  clear(resource: ResourceDecl): Promise<void>;
  /**
   * Runs a query built with the store's dialect inside the transaction, after everything written
   * before it, and gives its rows: what a shared module (the sandbox seed, a migration step) reads
   * or writes of tables other than a resource's.
   */
  run(query: CompiledQuery): Promise<Row[]>;
}
