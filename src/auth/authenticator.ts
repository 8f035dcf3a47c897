/**
 * HTTP Basic authentication of API keys (spec: Authentication; docs/contract.md §3).
 * The scrypt check is deliberately slow, so a verified secret is remembered per key as a keyed
 * digest; the key row is still asked of the store on every request (SQLite's store reads it again
 * only after a commit, src/store/sqlite/sqlite-store.ts), so revoking or disabling a key, or
 * changing its secret, takes effect at once in every process.
 *
 * A failure costs the same whether or not the key exists: an unknown, disabled or foreign key's
 * secret is checked against a hash of nothing, so timing tells no key ids apart. Failures are
 * counted per client address and per key id (src/auth/failure-limit.ts); past the limit, an attempt
 * that would need the slow check is refused before it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type KeyOwner, type Store } from '../store/store.js';
import { FailureLimit } from './failure-limit.js';
import { hashSecret, verifySecret } from './secrets.js';
import { hasControl } from '../text/printable.js';

export interface Principal {
  keyId: string;
  userId: number;
  organizationId: number | null;
  subscriptionType: number | null;
}

export type AuthFailure = 'missing' | 'malformed' | 'unknown' | 'disabled' | 'environment' | 'secret';

/** Too many failed attempts from this address or for this key id: try again in `retryAfter` seconds. */
export class Throttled {
  constructor(readonly retryAfter: number, readonly by: 'address' | 'key') {}
}

export interface Credentials { keyId: string; secret: string }

/** Key ids and secrets longer than these are malformed. */
const MAX_KEY_ID = 128;
const MAX_SECRET = 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads `Authorization: Basic base64(key:secret)`. 'missing' without the header, 'malformed' when
 * it is not Basic with base64; credentials that decode but cannot be a key's (bytes that are not
 * UTF-8, control characters, too long) come back with `wellFormed: false`, so that they cost the
 * same check as any other failure.
 */
export function parseBasic(header: string | undefined): (Credentials & { wellFormed: boolean }) | 'missing' | 'malformed' {
  if (!header) return 'missing';
  const match = /^Basic +([A-Za-z0-9+/=_-]{1,2048})\s*$/i.exec(header);
  if (!match) return 'malformed';
  const bytes = Buffer.from(match[1]!, 'base64');
  let decoded: string;
  let wellFormed = true;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    decoded = bytes.toString('utf8');
    wellFormed = false;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return 'malformed';
  const keyId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  // A control character is never part of a key id or a secret (docs/api.md "Authentication"). A NUL
  // matters most: scrypt keys HMAC with the secret, which pads a short key with zero bytes, so
  // `secret` and `secret\0` would hash alike.
  wellFormed &&= keyId.length <= MAX_KEY_ID && secret.length <= MAX_SECRET && !hasControl(keyId) && !hasControl(secret);
  return { keyId, secret, wellFormed };
}

export class Authenticator {
  private readonly pepper = randomBytes(32);
  private readonly verified = new Map<string, { secretHash: string; digest: Buffer }>();
  /** A hash of a secret nobody has, checked when there is no real one to check. */
  private readonly nothing: Promise<string> = hashSecret(randomBytes(32).toString('base64url'));
  private readonly failures: FailureLimit;

  constructor(private readonly store: Store, private readonly environment: string, failuresPerMinute = 20) {
    this.failures = new FailureLimit(failuresPerMinute);
  }

  async authenticate(header: string | undefined, address = ''): Promise<Principal | AuthFailure | Throttled> {
    const credentials = parseBasic(header);
    if (typeof credentials === 'string') return credentials;
    if (!credentials.wellFormed) return this.refuseMalformed(credentials, address);
    const owner = await this.store.keyOwner(credentials.keyId);
    const usable = owner && owner.keyEnabled && owner.userEnabled === true && owner.environment === this.environment;
    // A secret this process has already verified for this key costs no hashing: never throttled.
    if (usable && this.remembered(owner, credentials.secret)) return principalOf(owner);
    const byAddress = this.failures.retryAfter(`address:${address}`);
    const byKey = this.failures.retryAfter(`key:${credentials.keyId}`);
    if (byAddress > 0 || byKey > 0) return new Throttled(Math.max(byAddress, byKey), byAddress >= byKey ? 'address' : 'key');
    // One slow check on every path, with the key's hash or with a hash of nothing.
    const matches = await verifySecret(credentials.secret, usable ? owner.secretHash : await this.nothing);
    const failure: AuthFailure | undefined = !owner ? 'unknown' : !owner.keyEnabled || owner.userEnabled !== true ? 'disabled'
      : owner.environment !== this.environment ? 'environment' : !matches ? 'secret' : undefined;
    if (failure || !usable) {
      this.failures.record(`address:${address}`);
      this.failures.record(`key:${credentials.keyId}`);
      return failure ?? 'secret';
    }
    this.remember(owner, credentials.secret);
    return principalOf(owner);
  }

  /**
   * Credentials no key can have: refused after the same slow check as an unknown key, and counted
   * per client address like any other failure (not per key id: the id may be any bytes).
   */
  private async refuseMalformed(credentials: Credentials, address: string): Promise<AuthFailure | Throttled> {
    const byAddress = this.failures.retryAfter(`address:${address}`);
    if (byAddress > 0) return new Throttled(byAddress, 'address');
    await verifySecret(credentials.secret.slice(0, MAX_SECRET), await this.nothing);
    this.failures.record(`address:${address}`);
    return 'malformed';
  }

  private digest(secret: string): Buffer {
    return createHmac('sha256', this.pepper).update(secret).digest();
  }

  private remembered(owner: KeyOwner, secret: string): boolean {
    const known = this.verified.get(owner.keyId);
    return known !== undefined && known.secretHash === owner.secretHash && timingSafeEqual(known.digest, this.digest(secret));
  }

  private remember(owner: KeyOwner, secret: string): void {
    if (this.verified.size > 10_000) this.verified.clear();
    this.verified.set(owner.keyId, { secretHash: owner.secretHash, digest: this.digest(secret) });
  }
}

const principalOf = (owner: KeyOwner): Principal =>
  ({ keyId: owner.keyId, userId: owner.userId, organizationId: owner.organizationId, subscriptionType: owner.subscriptionType });
