/**
 * Signatures of webhook requests, as the Standard Webhooks specification has them (docs/webhooks.md
 * "Verifying a request"): HMAC-SHA256, keyed with the bytes of the secret after `whsec_`, of
 * `{webhook-id}.{webhook-timestamp}.{body}`, sent as `v1,<base64>`; one per live secret, separated
 * by spaces, so that a receiver holding either secret verifies the request during a rotation.
 */
import { createHmac } from 'node:crypto';

const PREFIX = 'whsec_';

export const secretBytes = (secret: string): Buffer => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

export function sign(secret: string, messageId: string, timestamp: number, body: string | Buffer): string {
  const mac = createHmac('sha256', secretBytes(secret)).update(`${messageId}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of one attempt. */
export function signatureHeaders(secrets: readonly string[], messageId: string, timestamp: number, body: string | Buffer): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, messageId, timestamp, body)).join(' '),
  };
}
