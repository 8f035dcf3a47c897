/**
 * One attempt of a webhook request (docs/webhooks.md "Delivery"): a POST to the address the guard
 * checked (destination.ts), with the URL's host for the Host header and TLS, answered within
 * 15 s or failed; redirects are not followed (a 3xx is a failure); at most 64 KB of the answer is
 * read, and thrown away.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { type LookupFunction } from 'node:net';
import { type CheckedDestination } from './destination.js';

export const ANSWER_TIMEOUT_MS = 15_000;
const MAX_ANSWER_BYTES = 64 * 1024;

export interface Attempt {
  /** The HTTP status, when one came. */
  status?: number;
  /** Why it failed without a status (timeout, connection refused). */
  error?: string;
  ms: number;
  /** Seconds a 429 or 503 asked to wait (Retry-After). */
  retryAfter?: number;
}

/** A 2xx: the receiver acknowledged the request (docs/webhooks.md "Acknowledging, retries and disabling"). */
export const acknowledged = (attempt: Attempt): boolean => attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;

/** `Retry-After` in seconds: a number of seconds or an HTTP date. */
export function retryAfterSeconds(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** Sends webhook requests, keeping connections between the batches (each opened to a checked address). */
export class Sender {
  private readonly agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 8 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 8 }) };

  constructor(private readonly timeoutMs = ANSWER_TIMEOUT_MS) {}

  send(destination: CheckedDestination, headers: Record<string, string>, body: Buffer): Promise<Attempt> {
    return attempt(destination, headers, body, this.timeoutMs, this.agents);
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}

function attempt(destination: CheckedDestination, headers: Record<string, string>, body: Buffer, timeoutMs: number,
  agents: { http: HttpAgent; https: HttpsAgent }): Promise<Attempt> {
  const started = performance.now();
  const { url, address, family } = destination;
  // The connection goes to the checked address whatever the host resolves to now.
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const https = url.protocol === 'https:';
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: Omit<Attempt, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, ms: Math.round(performance.now() - started) });
    };
    const req = (https ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent: https ? agents.https : agents.http,
      lookup: pinned,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length), 'user-agent': 'catalog-api-webhooks/1' },
    }, (res: IncomingMessage) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const done = () => finish({
        status: res.statusCode,
        retryAfter: res.statusCode === 429 || res.statusCode === 503 ? retryAfterSeconds(res.headers['retry-after'], Date.now()) : undefined,
      });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    const timer = setTimeout(() => {
      finish({ error: `no answer within ${Math.round(timeoutMs / 1000)} s` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ? `${error.code}: ${error.message}` : error.message }));
    req.end(body);
  });
}
