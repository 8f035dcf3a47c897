/**
 * Take, then follow: a copy of the products or media kept current. Without a saved position, the
 * whole resource is taken with a stream (resuming by itself if the connection breaks), then the
 * change feed is followed from the position the stream's answer named; with one, only the changes
 * after it are read. Each record is handed to `upsert`, each deletion to `remove`, and the
 * position to `save` once everything before it has been handed over: persist it with the copy,
 * and pass it back as `position` to go on where the copy is. Changes may come twice; applying one
 * twice changes nothing.
 */
import { type CatalogClient } from './client.js';
import { PositionExpiredError } from './errors.js';
import { type Change, type Filter, type Result, type Sorting, type StreamResource } from './types.js';

export interface ReplicateOptions<R extends StreamResource> {
  resource: R;
  /** Restricts the copy taken by the stream (the changes are of every record of the resource). */
  filter?: Filter<R>;
  sorting?: Sorting<R>;
  /** Where the copy is: a position `save` was given before; absent: take the whole resource first. */
  position?: string;
  upsert(record: Result<R>): void | Promise<void>;
  remove(id: string | number): void | Promise<void>;
  /** The position the copy holds now: persist it together with what `upsert` and `remove` did. */
  save(position: string): void | Promise<void>;
  /** false: stop once the copy is current (default true: follow until `signal` aborts). */
  follow?: boolean;
  /** Seconds each long poll waits (default 30). */
  wait?: number;
  signal?: AbortSignal;
}

export async function replicate<R extends StreamResource>(client: CatalogClient, options: ReplicateOptions<R>): Promise<void> {
  let position = options.position;
  for (;;) {
    if (position === undefined) position = await take(client, options);
    try {
      await follow(client, options, position);
      return;
    } catch (error) {
      // Too far behind (or the catalogue was replaced): the copy is taken again, whole.
      if (!(error instanceof PositionExpiredError)) throw error;
      position = undefined;
    }
  }
}

async function take<R extends StreamResource>(client: CatalogClient, options: ReplicateOptions<R>): Promise<string> {
  let position: string | undefined;
  const request = {
    filter: options.filter ?? {}, sorting: options.sorting ?? ({ id: 'ASC' } as unknown as Sorting<R>),
  };
  for await (const line of client.stream(options.resource, request as never, { signal: options.signal, onPosition: (p) => (position = p) })) {
    await options.upsert(line.result as Result<R>);
  }
  if (position === undefined) throw new Error('the server named no position for the stream: is it older than the change feed?');
  await options.save(position);
  return position;
}

async function follow<R extends StreamResource>(client: CatalogClient, options: ReplicateOptions<R>, after: string): Promise<void> {
  let pending: string | undefined;
  for await (const change of client.changes({
    after, filter: { resource: options.resource as never }, follow: options.follow ?? true, wait: options.wait, signal: options.signal,
    // An answer's position is saved once all its changes are applied (those come first).
    onPosition: (position) => (pending = position),
  })) {
    if (pending !== undefined) {
      await options.save(pending);
      pending = undefined;
    }
    await apply(options, change);
  }
  if (pending !== undefined) await options.save(pending);
}

async function apply<R extends StreamResource>(options: ReplicateOptions<R>, change: Change): Promise<void> {
  if (change.action === 'deleted' || change.record === undefined) await options.remove(change.id);
  else await options.upsert(change.record as Result<R>);
}
