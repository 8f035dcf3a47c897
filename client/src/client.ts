/**
 * The Catalog Data API client. Every operation of the generated types, with what integrators
 * otherwise write by hand around them: HTTP Basic credentials, a User-Agent (media operations need
 * one), waiting `Retry-After` on 429, retrying 503 and lost connections with exponential back-off,
 * an Idempotency-Key on every create (the same on each retry, so a retry never creates twice),
 * NDJSON streams read as async iterables with back-pressure, and paging that switches to the
 * stream where paging stops (the result window); streams that resume after a broken connection,
 * and the change feed followed with long polls (replicate.ts: take, then follow).
 */
import { ConnectionError, errorFrom, RateLimitedError, UnavailableError } from './errors.js';
import { RESOURCES, WRITES } from './generated/catalog.js';
import { ndjsonLines } from './ndjson.js';
import { replicate, type ReplicateOptions } from './replicate.js';
import {
  type Change, type ChangesAnswer, type ChangesRequest, type Filter, type FindResource, type Page, type QueryRequest, type QueryResource, type Result, type Sorting,
  type StreamLine, type StreamRequest, type StreamResource, type WriteAnswer, type WriteBody, type WritePath,
  type Delivery, type DeliveryPage, type DeliveryQuery, type Webhook, type WebhookPage, type WebhookQuery,
} from './types.js';

export const CLIENT_VERSION = '0.1.0';

export interface ClientOptions {
  /** Where the API is served, e.g. `http://127.0.0.1:8080` (paths start with /v4). */
  baseUrl: string;
  /** The API key id and its secret (HTTP Basic). */
  key: string;
  secret: string;
  /** Names your application in the User-Agent (media operations need one). */
  application?: string;
  /** Retries of a 429, a 503 or a lost connection before the error is thrown (default 5). */
  retries?: number;
  /** First back-off pause of a 503 or a lost connection, doubled each time, with jitter (default 200 ms). */
  backoffMs?: number;
  /** Longest back-off pause (default 10 s). */
  maxBackoffMs?: number;
  /** A 429 whose Retry-After is longer than this is thrown at once (default 120 s). */
  maxRetryAfterMs?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

export interface CallOptions { signal?: AbortSignal }
export interface WriteOptions extends CallOptions {
  /** A create's Idempotency-Key; by default a new random one per call, kept across its retries. */
  idempotencyKey?: string;
  /** An update's If-Match: the ETag the change is based on (412 when the record changed since). */
  ifMatch?: string;
}
export interface Written<P extends WritePath> {
  body: WriteAnswer<P>;
  /** The written record's ETag. */
  etag: string | undefined;
  /** True when the server answered a create's first answer again (same Idempotency-Key). */
  replayed: boolean;
}
export interface Found<R extends FindResource> { record: Result<R>; etag: string | undefined }

export interface StreamOptions extends CallOptions {
  /** Hears the stream's `X-Catalog-Position` (products and media): where to follow the change feed from. */
  onPosition?(position: string): void;
}

export interface ChangesOptions extends CallOptions {
  /** The position to follow from: one an earlier answer or a stream's `X-Catalog-Position` gave. */
  after: string;
  /** Only the changes of these resources. */
  filter?: ChangesRequest['filter'];
  /** Records per answer (default 1000). */
  limit?: number;
  /** Seconds each long poll waits for a change (default 30). */
  wait?: number;
  /** false: stop once the changes there are have been read (default true: follow until `signal` aborts). */
  follow?: boolean;
  /** Hears each answer's position, also of an answer without changes. */
  onPosition?(position: string): void;
}

export interface AllOptions<R extends QueryResource> extends CallOptions {
  filter?: Filter<R>;
  sorting?: Sorting<R>;
  /** 10, 50, 100 or 250 (default 250). */
  pageSize?: 10 | 50 | 100 | 250;
}

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
  if (signal?.aborted) return reject(signal.reason as Error);
  const aborted = () => {
    clearTimeout(timer);
    reject(signal!.reason as Error);
  };
  const timer = setTimeout(() => {
    signal?.removeEventListener('abort', aborted);
    resolve();
  }, ms);
  signal?.addEventListener('abort', aborted, { once: true });
});

export class CatalogClient {
  private readonly base: string;
  private readonly headers: Record<string, string>;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: ClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.headers = {
      authorization: `Basic ${btoa(`${options.key}:${options.secret}`)}`,
      'user-agent': `catalog-api-client/${CLIENT_VERSION}${options.application ? ` (${options.application})` : ''}`,
      accept: 'application/json, application/x-json-stream',
    };
    this.retries = options.retries ?? 5;
    this.backoffMs = options.backoffMs ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** A page of a resource: `{meta: {total, page?}, results}`. */
  async query<R extends QueryResource>(resource: R, request: QueryRequest<R> = {} as QueryRequest<R>, options: CallOptions = {}): Promise<Page<R>> {
    const response = await this.send('POST', `/v4/${resource}/query`, request, {}, options.signal);
    return (await response.json()) as Page<R>;
  }

  /** One record by id, or a NotFoundError. */
  async find<R extends FindResource>(resource: R, id: string | number, options: CallOptions = {}): Promise<Result<R>> {
    return (await this.findTagged(resource, id, options)).record;
  }

  /** One record by id with its ETag (for If-Match on an update). */
  async findTagged<R extends FindResource>(resource: R, id: string | number, options: CallOptions = {}): Promise<Found<R>> {
    const response = await this.send('GET', `/v4/${resource}/find?id=${encodeURIComponent(String(id))}`, undefined, {}, options.signal);
    const body = (await response.json()) as Record<string, Result<R>>;
    return { record: body[RESOURCES[resource].singular]!, etag: response.headers.get('etag') ?? undefined };
  }

  /**
   * Every match of a stream, line by line as it arrives; a slow loop slows the server rather than
   * filling memory. A stream whose lines carry cursors (products, media) that breaks midway (a
   * lost connection, a server shutting down) continues by itself after the last line received,
   * with the client's retries; `onPosition` hears the answer's `X-Catalog-Position`, where to
   * follow the change feed from once the stream is read. Any other failure midway throws the
   * error of the stream's last line.
   */
  async *stream<R extends StreamResource>(resource: R, request: StreamRequest<R>, options: StreamOptions = {}): AsyncGenerator<StreamLine<R>> {
    let cursor: string | undefined;
    for (let attempt = 0; ; attempt++) {
      const body = cursor === undefined ? request : { ...request, after: cursor };
      const response = await this.send('POST', `/v4/${resource}/stream`, body, {}, options.signal);
      const position = response.headers.get('x-catalog-position');
      if (position !== null && attempt === 0) options.onPosition?.(position);
      if (response.status === 204 || !response.body) return;
      const requestId = response.headers.get('x-request-id') ?? undefined;
      let failure: unknown;
      try {
        for await (const line of ndjsonLines(response.body)) {
          if ((line as { error?: unknown }).error) throw errorFrom(response.status, line, requestId);
          const next = line as StreamLine<R>;
          if (next.meta.cursor !== undefined) cursor = next.meta.cursor;
          yield next;
        }
        return;
      } catch (error) {
        failure = error;
      }
      // Resumed only where a cursor says where, and only what a retry may cure. A connection lost
      // midway (fetch's TypeError) that is not resumed is thrown as a ConnectionError, as in send().
      const lost = failure instanceof TypeError && !options.signal?.aborted;
      const curable = failure instanceof UnavailableError || lost;
      if (cursor === undefined || !curable || attempt >= this.retries) {
        throw lost ? new ConnectionError(`POST ${this.base}/v4/${resource}/stream`, attempt + 1, failure) : failure;
      }
      await sleep(this.backoff(attempt), options.signal);
    }
  }

  /** Take, then follow: a copy of products or media kept current through your `upsert`, `remove` and `save` (replicate.ts). */
  replicate<R extends StreamResource>(options: ReplicateOptions<R>): Promise<void> {
    return replicate(this, options);
  }

  /** One answer of the change feed: `{meta: {position, more}, results}`. */
  async changesPage(request: ChangesRequest = {}, options: CallOptions = {}): Promise<ChangesAnswer> {
    const response = await this.send('POST', '/v4/changes/query', request, {}, options.signal);
    return (await response.json()) as ChangesAnswer;
  }

  /**
   * Every change after `after`, as it commits: each answer's changes in order, then a long poll
   * (`wait`, 30 s by default) for the next, until `signal` aborts (or, with `follow: false`, until
   * the changes there are have been read). Persist a change's `position` once it is applied:
   * following from it later misses nothing.
   */
  async *changes(options: ChangesOptions): AsyncGenerator<Change> {
    let after = options.after;
    const follow = options.follow ?? true;
    for (;;) {
      if (options.signal?.aborted) return;
      const answer = await this.changesPage({
        after, ...(options.filter ? { filter: options.filter } : {}), limit: options.limit ?? 1000, wait: follow ? (options.wait ?? 30) : 0,
      }, options);
      for (const change of answer.results) yield change;
      after = answer.meta.position;
      options.onPosition?.(after);
      if (!follow && !answer.meta.more) return;
    }
  }

  /**
   * Every match, page after page; where paging stops (products and media: the 10,000th result),
   * the rest comes from the stream with the same filter and sorting.
   */
  async *all<R extends QueryResource>(resource: R, options: AllOptions<R> = {}): AsyncGenerator<Result<R>> {
    const size = options.pageSize ?? 250;
    // A resource with a result window (products, media) has a stream for what lies beyond it.
    const info: { singular: string; resultWindow?: number } = RESOURCES[resource];
    const { resultWindow } = info;
    const envelope = { ...(options.filter ? { filter: options.filter } : {}), ...(options.sorting ? { sorting: options.sorting } : {}) };
    for (let no = 0; ; no++) {
      const offset = no * size;
      if (resultWindow !== undefined && offset >= resultWindow) {
        for await (const line of this.stream(resource as StreamResource, envelope as never, options)) {
          if (line.meta.index >= offset) yield line.result as Result<R>;
        }
        return;
      }
      const page = await this.query(resource, { ...envelope, page: { no, size } } as QueryRequest<R>, options);
      const { meta, results } = page as unknown as { meta: { total: number }; results: Array<Result<R>> };
      yield* results;
      if (results.length < size || offset + results.length >= meta.total) return;
    }
  }

  /** The webhooks the key may manage (its own user's; a manager's organization's; an administrator's: all). */
  async webhooks(request: WebhookQuery = {}, options: CallOptions = {}): Promise<WebhookPage> {
    return (await (await this.send('POST', '/v4/webhooks/query', request, {}, options.signal)).json()) as WebhookPage;
  }

  /** One webhook by id (never its secret). */
  async webhook(id: number, options: CallOptions = {}): Promise<Webhook> {
    const response = await this.send('GET', `/v4/webhooks/find?id=${encodeURIComponent(String(id))}`, undefined, {}, options.signal);
    return ((await response.json()) as { webhook: Webhook }).webhook;
  }

  /** The deliveries log: each batch and ping with its attempts (kept 30 days). */
  async webhookDeliveries(request: DeliveryQuery = {}, options: CallOptions = {}): Promise<DeliveryPage> {
    return (await (await this.send('POST', '/v4/webhooks/deliveries/query', request, {}, options.signal)).json()) as DeliveryPage;
  }

  /** Sends a webhook one `catalog.ping` now; its delivery with the outcome. */
  async pingWebhook(id: number, options: CallOptions = {}): Promise<Delivery> {
    return ((await (await this.send('POST', '/v4/webhooks/ping', { id }, {}, options.signal)).json()) as { delivery: Delivery }).delivery;
  }

  /** A write operation; a create gets an Idempotency-Key, kept across retries. */
  async write<P extends WritePath>(path: P, body: WriteBody<P>, options: WriteOptions = {}): Promise<Written<P>> {
    const headers: Record<string, string> = {};
    if (WRITES[path].kind === 'create') headers['idempotency-key'] = options.idempotencyKey ?? globalThis.crypto.randomUUID();
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    const response = await this.send('POST', `/v4/${path}`, body, headers, options.signal);
    return {
      body: (await response.json()) as WriteAnswer<P>,
      etag: response.headers.get('etag') ?? undefined,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }

  /** One request with the client's retries; answers a 2xx response, or throws the error of the last answer. */
  private async send(method: 'GET' | 'POST', path: string, body: unknown, extra: Record<string, string>, signal?: AbortSignal): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: { ...this.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    };
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(`${this.base}${path}`, init);
      } catch (error) {
        // A lost connection: the request may not have arrived; every operation is safe to send again
        // (reads, creates with their key, updates with If-Match or of the same values). An abort is
        // the caller's and stays as it is; the last failure is the client's own ConnectionError,
        // with fetch's error as its cause (client/README.md "Errors").
        if (signal?.aborted) throw error;
        if (attempt >= this.retries) throw new ConnectionError(`${method} ${this.base}${path}`, attempt + 1, error);
        await sleep(this.backoff(attempt), signal);
        continue;
      }
      if (response.ok) return response;
      const requestId = response.headers.get('x-request-id') ?? undefined;
      const error = errorFrom(response.status, await response.json().catch(() => undefined), requestId);
      const retryAfterMs = Number(response.headers.get('retry-after') ?? Number.NaN) * 1000;
      if (attempt >= this.retries) throw error;
      if (error instanceof RateLimitedError) {
        const wait = Number.isFinite(retryAfterMs) ? retryAfterMs : this.backoff(attempt);
        if (wait > this.maxRetryAfterMs) throw error;
        await sleep(wait, signal);
      } else if (error instanceof UnavailableError) {
        await sleep(Math.max(this.backoff(attempt), Number.isFinite(retryAfterMs) ? Math.min(retryAfterMs, this.maxBackoffMs) : 0), signal);
      } else throw error;
    }
  }

  /** Exponential back-off with full jitter. */
  private backoff(attempt: number): number {
    return Math.random() * Math.min(this.maxBackoffMs, this.backoffMs * 2 ** attempt);
  }
}
