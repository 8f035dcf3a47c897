/**
 * Receiving webhooks (the server's docs/webhooks.md "Verifying a request"): `verifyWebhook` checks
 * a request as the Standard Webhooks specification has it: `webhook-signature` holds one or more
 * `v1,<base64>` signatures, each the HMAC-SHA256, keyed with the bytes of the secret after `whsec_`,
 * of `{webhook-id}.{webhook-timestamp}.{body}`; one that matches the secret given is enough, and a
 * timestamp more than five minutes from now is refused (replays).
 */
import { type Change } from './types.js';

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Equal bytes, compared in time that does not depend on where they differ. */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** A request that is not a verified webhook request of this secret. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/** What a webhook request carries: a batch of changes, or a ping. */
export type WebhookEvent =
  | { type: 'catalog.changes'; timestamp: string; data: { positionFrom: string; position: string; changes: Change[] } }
  | { type: 'catalog.ping'; timestamp: string; data: Record<string, never> };

export interface VerifyOptions {
  /** Seconds a timestamp may be from now (300). */
  toleranceSeconds?: number;
  /** Unix seconds of now (tests). */
  nowSeconds?: number;
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The event of a webhook request, once its signature and timestamp check out; else rejects with
 * WebhookVerificationError. Give the body exactly as received (bytes or text), before any parsing.
 * Web Crypto, so it runs in Node (20 and later), Deno, Bun, workers and browsers alike.
 */
export async function verifyWebhook(secret: string, headers: HeaderBag, body: string | Uint8Array, options: VerifyOptions = {}): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not unix seconds');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) throw new WebhookVerificationError('webhook-timestamp is too far from now');
  let keyBytes: Uint8Array<ArrayBuffer>;
  try {
    keyBytes = bytesOf(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  } catch {
    throw new WebhookVerificationError('the secret is not a webhook secret (whsec_ and base64)');
  }
  const bodyBytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + bodyBytes.length);
  signed.set(prefix);
  signed.set(bodyBytes, prefix.length);
  const key = await globalThis.crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, signed));
  const matches = signatures.split(' ').some((signature) => {
    const [version, value] = signature.split(',', 2);
    if (version !== 'v1' || !value) return false;
    try {
      return same(bytesOf(value), expected);
    } catch {
      return false;
    }
  });
  if (!matches) throw new WebhookVerificationError('no signature matches this secret');
  return JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body)) as WebhookEvent;
}
