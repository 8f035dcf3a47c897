/**
 * Idempotency-Key on creates (docs/contract.md §13): the same key from the same API key within 24
 * hours with the same body answers the first answer again; with another body, 422. The answers
 * live in the store, written in the create's own transaction, so they hold across processes (and
 * writes are serialized, so two processes cannot both create for one key). A create that failed
 * left nothing, and its key is free for the retry.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../query/sql/dialect.js';
import { type Writer } from '../store/store.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The same body whatever the order of its members: a digest of its canonical JSON. */
function bodyHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body ?? null))).digest('base64url');
}

/**
 * The digest of a request: its body, and the bytes of the file a multipart request carried beside
 * it (the same body with another file is another request).
 */
export async function requestHash(body: unknown, attachmentPath?: string): Promise<string> {
  if (attachmentPath === undefined) return bodyHash(body);
  const digest = createHash('sha256');
  for await (const chunk of createReadStream(attachmentPath)) digest.update(chunk as Buffer);
  return bodyHash({ body, file: digest.digest('base64url') });
}

export interface IdempotentCall { keyId: string; key: string; hash: string; nowMs: number }

/** Runs a query: inside the write's transaction, or as a read of the committed data. */
export type RunQuery = (query: CompiledQuery) => Promise<Array<Record<string, unknown>>>;

/** The stored answer of an earlier call with this key and its body's digest, within the window. */
export async function earlierAnswer(run: RunQuery, dialect: SqlDialect, call: IdempotentCall): Promise<{ hash: string; response: string } | undefined> {
  const [row] = await run(dialect.db.selectFrom('idempotency_keys').select(['request_hash', 'response'])
    .where('key_id', '=', call.keyId).where('idempotency_key', '=', call.key)
    .where('created_at', '>', call.nowMs - IDEMPOTENCY_WINDOW_MS).compile());
  return row && { hash: row.request_hash as string, response: row.response as string };
}

/** Keeps a create's answer for its key, replacing an expired one, and drops every expired answer. */
export async function keepAnswer(writer: Writer, dialect: SqlDialect, call: IdempotentCall, response: string): Promise<void> {
  const { db } = dialect;
  await writer.run(db.deleteFrom('idempotency_keys').where('created_at', '<=', call.nowMs - IDEMPOTENCY_WINDOW_MS).compile());
  await writer.run(db.insertInto('idempotency_keys').values({
    key_id: call.keyId, idempotency_key: call.key, request_hash: call.hash, response, created_at: call.nowMs,
  }).compile());
}
