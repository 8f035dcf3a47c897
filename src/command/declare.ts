/**
 * The shape of a write operation (docs/contract.md §13). An operation is data: its path, the
 * subscription permission it needs, its body schema, the record a top-level id names, and three
 * steps that the one runner (runner.ts) calls in the order of docs/contract.md §2, inside one
 * transaction: `check` the references the body makes (422), `authorize` the caller for the records
 * it names (403), then `apply` the write. Routes, documentation and the client are derived from
 * the registry of these declarations (registry.ts).
 */
import { type TSchema } from 'typebox';
import { type Principal } from '../auth/authenticator.js';
import { type MediaStorage } from '../media/storage.js';
import { type ResourceDecl } from '../query/declare.js';
import { type Violation } from '../query/errors.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { type Permission } from '../resources/subscription-types/resource.js';
import { type StoredState, type Writer } from '../store/store.js';
import { type WebhookServices } from '../webhooks/services.js';
import { type Changes } from './changes.js';

/** What every step of an operation works with. */
export interface CommandContext {
  readonly principal: Principal;
  readonly writer: Writer;
  readonly dialect: SqlDialect;
  /** The server's environment (docs/contract.md §3): the one new API keys are issued for. */
  readonly environment: string;
  /** The time of the write in unix seconds: the `meta` times it sets. */
  readonly now: number;
  /** Saves records with their change log entries and propagations (changes.ts). */
  readonly changes: Changes;
  /** Where media files are kept (docs/contract.md §14). */
  readonly files: MediaStorage;
  /** The server's public address (PUBLIC_BASE_URL): the absolute URLs of kept files start with it. */
  readonly baseUrl: string;
  /** What the webhook operations need beyond the store (absent where a tool runs operations without a server). */
  readonly webhooks?: WebhookServices;
  /**
   * Undoes work outside the store (files kept) when the write fails after it: the transaction
   * rolls back, and so must what it would have committed with it.
   */
  onRollback(undo: () => Promise<void>): void;
}

/** A file that came with the request beside its body (a multipart upload's file part), kept in a temporary file. */
export interface Attachment {
  /** The file name the client gave. */
  name: string;
  /** Where the server keeps it until the request is answered. */
  path: string;
}

/** The record a top-level id names, as stored when the operation began. */
export interface Target { id: string | number; state: StoredState }

/** How an operation finds the record its top-level id names. */
export interface TargetDecl<I> {
  /** What it is, for messages: `brand`, `API key`. */
  what: string;
  id(input: I): string | number;
  load(ctx: CommandContext, id: string | number): Promise<StoredState | undefined>;
}

/** The target is a stored record of `resource`. */
export const recordTarget = <I>(resource: ResourceDecl, what: string, id: (input: I) => string | number): TargetDecl<I> =>
  ({ what, id, load: (ctx, key) => ctx.writer.read(resource, key) });

/**
 * What an operation answers: a stored document, shown in its resource's view (signed URLs for a
 * product), or as it is when the operation has no resource (an API key).
 */
export interface Written {
  resource?: ResourceDecl;
  id: string | number;
  doc: string;
  /** The answer's object when it is not the document (a new API key with its secret, shown once). */
  shown?: string;
  /**
   * What a replay of this create (the same Idempotency-Key) answers instead of `shown`, when
   * `shown` holds a secret that must not be kept in the store in clear (a webhook's): the kept
   * answer is this one.
   */
  replay?: string;
}

export type CommandKind = 'create' | 'update' | 'delete' | 'action';

/** What `check` found: the violations, and what it worked out for `apply` (the merged patch, the built product). */
export interface Checked<C> { violations: Violation[]; value: C }

/** What the steps before `apply` hand it: `prepare`'s result and `check`'s value. */
export interface Steps<P, C> { prepared: P; checked: C }

export interface CommandDecl<I = any, P = any, C = any> {
  /** The path under /v4, e.g. `brands/update`. */
  path: string;
  /** docs/contract.md §3: what the caller's subscription must grant (403 before the body is read). */
  permission: Permission;
  /** One sentence for the API reference. */
  summary: string;
  body: TSchema;
  /** A clearer message for a schema violation (a deprecated member names its replacement), or undefined. */
  explain?(violation: Violation): string | undefined;
  /** The member the answer wraps the written object in (docs/contract.md §8). */
  result: string;
  /**
   * The schema of the answer's object when it is not the view of the resource whose singular is
   * `result` (a description, an API key): the OpenAPI document (src/docs/openapi/) reads it.
   */
  answer?: TSchema;
  /** Creates take an Idempotency-Key; updates answer If-Match (docs/contract.md §13). */
  kind: CommandKind;
  /** The record a top-level id of the body names: unknown, 404 (docs/contract.md §13). */
  target?: TargetDecl<I>;
  /**
   * The body member a multipart request carries as a file part (docs/contract.md §14), and the
   * largest file it takes; an operation without one takes JSON only.
   */
  upload?: { part: string; maxBytes: number; bodyLimit: number };
  /**
   * Slow work that needs no store (hashing a password, processing an image), done before the
   * transaction so that it does not hold the store's write lock; its result reaches `apply`.
   * `attachment` is the file part of a multipart request.
   */
  prepare?(input: I, attachment: Attachment | undefined, services: { webhooks?: WebhookServices }): Promise<P>;
  /** Frees what `prepare` made (temporary files) once the write is over, whatever its outcome. */
  release?(prepared: P | undefined): Promise<void>;
  /**
   * References inside the body to records that must exist, and the rules between members: each
   * broken one a violation naming its path (422). May hand `apply` what it worked out.
   */
  check?(ctx: CommandContext, input: I, target: Target | undefined): Promise<Violation[] | Checked<C>>;
  /** Why the caller may not do this to these records (403), or undefined when it may; `checked` is `check`'s value. */
  authorize(ctx: CommandContext, input: I, target: Target | undefined, checked: C): Promise<string | undefined>;
  /** The write itself; throws ConflictError (409) when it would repeat a unique value. */
  apply(ctx: CommandContext, input: I, target: Target | undefined, steps: Steps<P, C>): Promise<Written>;
}

/** Declares an operation: `I` its body, `P` what `prepare` makes, `C` what `check` hands `apply`. */
export const command = <I, P = undefined, C = undefined>(decl: CommandDecl<I, P, C>): CommandDecl<I, P, C> => decl;
