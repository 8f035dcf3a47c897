/**
 * A webhook batch's body (docs/webhooks.md "Batches"): the changes after the webhook's position as
 * `changes/query` gives them (coalesced, at most 100), cut before it passes about 256 KB (one larger
 * record goes alone), each record as its resource's query shows it to the webhook's owner.
 */
import { type ChangeFeed } from '../feed/change-feed.js';
import { encodePosition, type FeedIdentity, type Position } from '../feed/position.js';
import { renderChanges } from '../feed/render-changes.js';
import { joinPieces, type Pieces } from '../resources/pieces.js';
import { type ServedResource } from '../resources/registry.js';
import { type ViewContext } from '../resources/view.js';

export const BATCH_CHANGES = 100;
export const BATCH_BYTES = 256 * 1024;

export interface Batch {
  /** The position the batch brings the webhook to. */
  position: string;
  changes: number;
  /** The changes as a JSON array's text. */
  json: Buffer;
  /** Whether changes after it were already there (the batch was cut, or the feed's answer had more). */
  more?: boolean;
}

export interface BatchSource {
  feed: ChangeFeed;
  served: ReadonlyMap<string, ServedResource>;
  identity: FeedIdentity;
  context: ViewContext;
}

/** A batch read: `read` changes came from the feed, of which the batch carries `batch.changes`. */
export interface BatchRead { batch?: Batch; position: string; read: number }

/**
 * The next batch after `after` (through `through` when a batch is made again: the same changes),
 * reading at most `limit` changes; undefined when there is none, with the position the webhook can
 * move to without sending.
 */
export async function readBatch(source: BatchSource, after: Position, resources: readonly string[], through?: number, limit = BATCH_CHANGES):
  Promise<BatchRead> {
  const answer = await source.feed.read({ after, resources, limit: through === undefined ? limit : BATCH_CHANGES, through });
  const positionOf = (seq: number) => encodePosition(source.identity, seq, answer.head.epoch);
  if (answer.changes.length === 0) return { position: positionOf(answer.position), read: 0 };
  // Cut first by the stored documents' size, so that records that would not fit are not rendered
  // (signed) for nothing; the rendered size, a little larger, cuts again below.
  let stored = 0;
  const fit = answer.changes.findIndex((change, i) => {
    stored += (change.row?.doc.length ?? 0) + 120;
    return i > 0 && stored > BATCH_BYTES;
  });
  const parts: Pieces = [];
  let bytes = 0;
  let full = false;
  let last = answer.position;
  await renderChanges(source.served, source.context, positionOf, fit === -1 ? answer.changes : answer.changes.slice(0, fit), (json, change) => {
    const text = joinPieces(json);
    if (full || (parts.length > 0 && bytes + text.length > BATCH_BYTES)) {
      full = true;
      return;
    }
    parts.push(parts.length === 0 ? '[' : ',', text);
    bytes += text.length + 1;
    last = change.seq;
  });
  parts.push(']');
  const changes = (parts.length - 1) / 2;
  // Every change of the answer sent: the answer's position; else the last one sent.
  const position = positionOf(changes === answer.changes.length ? answer.position : last);
  return { batch: { position, changes, json: joinPieces(parts), more: answer.more || changes < answer.changes.length }, position, read: answer.changes.length };
}

/**
 * How many changes the next read of a run takes: a little more than the last batch carried when it
 * was cut by size (products of about 7 KB fill 256 KB with about 38: reading 100 read and threw
 * away the documents of 62 every batch), twice as many when all it read went out and there were
 * more, up to BATCH_CHANGES.
 */
export function nextBatchLimit(limit: number, last: BatchRead): number {
  const sent = last.batch?.changes ?? 0;
  if (sent > 0 && sent < last.read) return Math.min(BATCH_CHANGES, sent + Math.max(2, Math.ceil(sent / 4)));
  if (last.read >= limit && last.batch?.more) return Math.min(BATCH_CHANGES, limit * 2);
  return limit;
}

/** The request body of a batch. */
export function batchBody(positionFrom: string, batch: Batch, createdAtSeconds: number): Buffer {
  const head = `{"type":"catalog.changes","timestamp":"${new Date(createdAtSeconds * 1000).toISOString()}","data":{"positionFrom":"${positionFrom}","position":"${batch.position}","changes":`;
  return Buffer.concat([Buffer.from(head), batch.json, Buffer.from('}}')]);
}

export function pingBody(nowSeconds: number): Buffer {
  return Buffer.from(`{"type":"catalog.ping","timestamp":"${new Date(nowSeconds * 1000).toISOString()}","data":{}}`);
}
