/**
 * The client's verifyWebhook (docs/webhooks.md "Verifying a request") against requests signed by
 * the server's signer and by the `standardwebhooks` package: good ones verify, with one secret or
 * two signatures of a rotation; a changed body, another secret, an old timestamp or a missing
 * header is refused.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../client/src/webhooks.js';
import { newWebhookSecret, SecretBox, SealedSecretError } from '../../src/webhooks/secret-box.js';
import { signatureHeaders } from '../../src/webhooks/signature.js';

const body = JSON.stringify({ type: 'catalog.changes', timestamp: new Date().toISOString(), data: { positionFrom: 'a', position: 'b', changes: [{ id: 1, naam: 'Zoë' }] } });
const now = () => Math.floor(Date.now() / 1000);

describe('verifyWebhook', () => {
  it('verifies what the server signs, and what the standardwebhooks package signs', async () => {
    const secret = newWebhookSecret();
    const ours = signatureHeaders([secret], 'msg_1', now(), body);
    expect(await verifyWebhook(secret, ours, body)).toEqual(JSON.parse(body));
    expect(await verifyWebhook(secret, new Headers(ours), new TextEncoder().encode(body))).toEqual(JSON.parse(body));
    const at = new Date();
    const theirs = new Webhook(secret).sign('msg_2', at, body);
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': theirs };
    expect(await verifyWebhook(secret, headers, body)).toEqual(JSON.parse(body));
    // And the package verifies ours.
    expect(new Webhook(secret).verify(body, ours)).toEqual(JSON.parse(body));
  });

  it('during a rotation either secret verifies; anything else is refused', async () => {
    const [old, fresh, other] = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()];
    const headers = signatureHeaders([fresh, old], 'msg_3', now(), body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [old, fresh]) expect(await verifyWebhook(secret, headers, body)).toEqual(JSON.parse(body));
    const refused: Array<[string, Record<string, string>, string]> = [
      [other, headers, body],
      [fresh, headers, `${body} `],
      [fresh, signatureHeaders([fresh], 'msg_3', now() - 301, body), body],
      [fresh, signatureHeaders([fresh], 'msg_3', now() + 301, body), body],
      [fresh, { ...headers, 'webhook-id': 'msg_4' }, body],
      [fresh, { 'webhook-timestamp': headers['webhook-timestamp']!, 'webhook-signature': headers['webhook-signature']! }, body],
      [fresh, { ...headers, 'webhook-signature': 'v2,abc' }, body],
    ];
    for (const [secret, h, b] of refused) await expect(verifyWebhook(secret, h, b)).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('the secret box', () => {
  it('opens what it sealed for the same webhook only, and nothing under another key', () => {
    const box = new SecretBox(randomBytes(32).toString('hex'));
    const secret = newWebhookSecret();
    const sealed = box.seal(secret, 7);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed, 7)).toBe(secret);
    expect(() => box.open(sealed, 8)).toThrow(SealedSecretError);
    expect(() => new SecretBox(randomBytes(32).toString('hex')).open(sealed, 7)).toThrow(SealedSecretError);
    expect(() => box.open(`${sealed.slice(0, -2)}AA`, 7)).toThrow(SealedSecretError);
    expect(box.seal(secret, 7)).not.toBe(sealed);
  });
});
