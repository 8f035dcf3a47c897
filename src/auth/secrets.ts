/**
 * API secrets and passwords are stored only as slow salted scrypt hashes (docs/contract.md §3)
 * and compared in constant time.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A new random secret for an API key: 32 bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A new API key: its id, its secret (shown once) and the hash that is kept. */
export async function newKeyMaterial(): Promise<{ id: string; secret: string; secretHash: string }> {
  const secret = newSecret();
  return { id: newKeyId(), secret, secretHash: await hashSecret(secret) };
}

/** A new key id: recognisable prefix, 16 random bytes. */
export function newKeyId(): string {
  return `ck_${randomBytes(12).toString('hex')}`;
}
