/**
 * The MAC of a signed URL (docs/contract.md §11): HMAC-SHA256, hex, over `embed:ID:EXPIRY` or
 * `page:ID:EXPIRY`. Shared by the signer and its worker thread.
 */
import { createHmac, type KeyObject } from 'node:crypto';

export type UrlPurpose = 'embed' | 'page';

export const signedMessage = (purpose: UrlPurpose, id: string, expiry: number) => `${purpose}:${id}:${expiry}`;

export const macHex = (key: KeyObject, purpose: UrlPurpose, id: string, expiry: number): string =>
  createHmac('sha256', key).update(signedMessage(purpose, id, expiry)).digest('hex');
