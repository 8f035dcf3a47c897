/**
 * The one runner of every write operation (docs/contract.md §2 and §13). After the HTTP layer's
 * checks (route, authentication, rate limit, the subscription's permission, headers and body
 * syntax), in this order: the body's schema (422); then, in one transaction, an earlier answer to
 * the same Idempotency-Key, the record a top-level id names (404), the references the body makes
 * (422), the caller's right to the records it names (403), If-Match (412), and the write. Any
 * failure rolls the whole transaction back: a failed write changes nothing.
 */
import { type Principal } from '../auth/authenticator.js';
import { ValidationError } from '../query/errors.js';
import { checkBody } from '../resources/common/check-body.js';
import { type MediaStorage } from '../media/storage.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { type Store, type Writer } from '../store/store.js';
import { type WebhookServices } from '../webhooks/services.js';
import { Changes } from './changes.js';
import { type Attachment, type CommandContext, type CommandDecl, type Target, type Written } from './declare.js';
import { ForbiddenError, IdempotencyKeyReusedError, NotFoundError, PreconditionFailedError } from './errors.js';
import { etagOf, matches } from './etag.js';
import { earlierAnswer, keepAnswer, requestHash, type IdempotentCall, type RunQuery } from './idempotency.js';

export interface CommandRequest {
  principal: Principal;
  body: unknown;
  /** The If-Match header of an update. */
  ifMatch?: string;
  /** The Idempotency-Key header of a create, already checked for its form. */
  idempotencyKey?: string;
  /** The file part of a multipart request (an operation with `upload`). */
  attachment?: Attachment;
}

export interface CommandAnswer {
  /** The whole answer, `{"<result>": ...}`. */
  body: string;
  /** Of the written record's stored document. */
  etag?: string;
  /** True when this is the stored answer of an earlier call with the same Idempotency-Key. */
  replayed: boolean;
}

/** How a written record is shown: its view (signed URLs for products) inside the answer. */
export type RenderWritten = (decl: CommandDecl, written: Written) => string;

export interface RunnerOptions {
  environment: string;
  /** Where media files are kept. */
  files: MediaStorage;
  /** PUBLIC_BASE_URL. */
  baseUrl: string;
  webhooks?: WebhookServices;
}

export async function runCommand(store: Store, decl: CommandDecl, request: CommandRequest, render: RenderWritten,
  options: RunnerOptions): Promise<CommandAnswer> {
  const violations = checkBody(decl.body, request.body ?? {});
  if (violations.length > 0) throw new ValidationError(violations.map((v) => ({ path: v.path, message: decl.explain?.(v) ?? v.message })));
  const input = request.body ?? {};
  const { principal } = request;
  const hash = decl.kind === 'create' && request.idempotencyKey !== undefined ? await requestHash(input, request.attachment?.path) : undefined;
  const callAt = (nowMs: number): IdempotentCall | undefined =>
    (hash === undefined ? undefined : { keyId: principal.keyId, key: request.idempotencyKey!, hash, nowMs });
  // An operation with slow preparation (an upload's processing) looks for an earlier answer to the
  // same key first, in the committed data (a read: the write lock stays free), so that a retry
  // gets it at once; the transaction looks again, for a call that raced this one (and is the only
  // look for every other operation).
  const early = decl.prepare && callAt(Date.now());
  if (early) {
    const earlier = await replayOf((query) => store.rows(query), store.dialect, early);
    if (earlier) return earlier;
  }
  const prepared = await decl.prepare?.(input, request.attachment, { webhooks: options.webhooks });
  const undos: Array<() => Promise<void>> = [];

  const write = async (writer: Writer): Promise<CommandAnswer> => {
    const nowMs = Date.now();
    const call = callAt(nowMs);
    const earlier = call && await replayOf((query) => writer.run(query), store.dialect, call);
    if (earlier) return earlier;
    const ctx: CommandContext = {
      principal, writer, dialect: store.dialect, environment: options.environment, now: Math.floor(nowMs / 1000),
      changes: new Changes(writer, store.dialect, principal, decl.path, nowMs),
      files: options.files, baseUrl: options.baseUrl, webhooks: options.webhooks, onRollback: (undo) => undos.push(undo),
    };
    let target: Target | undefined;
    if (decl.target) {
      const id = decl.target.id(input);
      const state = await decl.target.load(ctx, id);
      if (!state) throw new NotFoundError(`No ${decl.target.what} has this id.`);
      target = { id, state };
    }
    const checks = (await decl.check?.(ctx, input, target)) ?? [];
    const { violations: broken, value: checked } = Array.isArray(checks) ? { violations: checks, value: undefined } : checks;
    if (broken.length > 0) throw new ValidationError(broken.slice(0, 100));
    const refusal = await decl.authorize(ctx, input, target, checked);
    if (refusal !== undefined) throw new ForbiddenError(refusal);
    if (request.ifMatch !== undefined && target && !matches(request.ifMatch, etagOf(target.state.doc), false)) {
      throw new PreconditionFailedError(`The ${decl.target!.what} has changed since the version If-Match names; read it again and retry.`);
    }
    const written = await decl.apply(ctx, input, target, { prepared, checked });
    const answer: CommandAnswer = { body: render(decl, written), etag: etagOf(written.doc), replayed: false };
    if (call) {
      const kept = written.replay === undefined ? answer : { ...answer, body: render(decl, { ...written, shown: written.replay }) };
      await keepAnswer(writer, store.dialect, call, JSON.stringify({ ...kept, replayed: true }));
    }
    return answer;
  };

  try {
    return await store.write(write);
  } catch (error) {
    // The transaction rolled back: so does what it kept outside the store.
    for (const undo of undos.reverse()) await undo().catch(() => undefined);
    throw error;
  } finally {
    await decl.release?.(prepared);
  }
}

/** The answer kept for an earlier call with this key and body; with another body, 422. */
async function replayOf(run: RunQuery, dialect: SqlDialect, call: IdempotentCall): Promise<CommandAnswer | undefined> {
  const earlier = await earlierAnswer(run, dialect, call);
  if (earlier && earlier.hash !== call.hash) {
    throw new IdempotencyKeyReusedError('This Idempotency-Key was used in the last 24 hours with another body; use a new key for a new request.');
  }
  return earlier && JSON.parse(earlier.response) as CommandAnswer;
}
