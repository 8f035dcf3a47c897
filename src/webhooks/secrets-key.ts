/**
 * The key webhook secrets are sealed with (docs/webhooks.md "Secrets"): WEBHOOK_SECRETS_KEY, the
 * same on every machine of a deployment; unset, a key generated once into a file of its own
 * (WEBHOOK_SECRETS_KEY_FILE, beside MEDIA_DIR by default), never into the database, so that a copy
 * of the database alone opens no secret.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function secretsKeyMaterial(configured: string | undefined, file: string): string {
  if (configured !== undefined) return configured;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes the key and the other reads it.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
