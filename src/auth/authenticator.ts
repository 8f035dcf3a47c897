/**
 * HTTP Basic authentication of API keys (spec: Authentication; decisions section 3).
 * The scrypt check is deliberately slow, so a verified secret is remembered per key as a keyed
 * digest; the key row is still read on every request, so revoking or disabling a key, or
 * changing its secret, takes effect at once in every process.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type KeyOwner, type Store } from '../store/store.js';
import { verifySecret } from './secrets.js';

export interface Principal {
  keyId: string;
  userId: number;
  organizationId: number | null;
  subscriptionType: number | null;
}

export type AuthFailure = 'missing' | 'malformed' | 'unknown' | 'disabled' | 'environment' | 'secret';

export interface Credentials { keyId: string; secret: string }

/** Reads `Authorization: Basic base64(key:secret)`; undefined when absent or malformed. */
export function parseBasic(header: string | undefined): Credentials | 'missing' | 'malformed' {
  if (!header) return 'missing';
  const match = /^Basic +([A-Za-z0-9+/=_-]{1,2048})\s*$/i.exec(header);
  if (!match) return 'malformed';
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return 'malformed';
  return { keyId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export class Authenticator {
  private readonly pepper = randomBytes(32);
  private readonly verified = new Map<string, { secretHash: string; digest: Buffer }>();

  constructor(private readonly store: Store, private readonly environment: string) {}

  async authenticate(header: string | undefined): Promise<Principal | AuthFailure> {
    const credentials = parseBasic(header);
    if (typeof credentials === 'string') return credentials;
    if (credentials.keyId.length > 128 || credentials.secret.length > 1024) return 'malformed';
    const owner = await this.store.keyOwner(credentials.keyId);
    if (!owner) return 'unknown';
    if (!owner.keyEnabled || owner.userEnabled !== true) return 'disabled';
    if (owner.environment !== this.environment) return 'environment';
    if (!(await this.secretMatches(owner, credentials.secret))) return 'secret';
    return { keyId: owner.keyId, userId: owner.userId, organizationId: owner.organizationId, subscriptionType: owner.subscriptionType };
  }

  private async secretMatches(owner: KeyOwner, secret: string): Promise<boolean> {
    const digest = createHmac('sha256', this.pepper).update(secret).digest();
    const known = this.verified.get(owner.keyId);
    if (known && known.secretHash === owner.secretHash) return timingSafeEqual(known.digest, digest);
    if (!(await verifySecret(secret, owner.secretHash))) return false;
    if (this.verified.size > 10_000) this.verified.clear();
    this.verified.set(owner.keyId, { secretHash: owner.secretHash, digest });
    return true;
  }
}
