/**
 * Webhook secrets at rest (docs/webhooks.md "Secrets"): a secret must be read in clear to sign
 * with it, so it cannot be hashed like an API key's; it is kept encrypted (AES-256-GCM) with a key
 * from the server's configuration, bound to its webhook's id, so that a copy of the database alone
 * gives no secret away and a sealed secret moved to another webhook does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A secret that does not open with this server's key (another key, or altered). */
export class SealedSecretError extends Error {
  constructor() {
    super('a webhook secret does not open with this server\'s WEBHOOK_SECRETS_KEY');
    this.name = 'SealedSecretError';
  }
}

export class SecretBox {
  private readonly key: Buffer;

  /** `material`: the configured key, any text of 32 characters or more; the cipher's key is derived from it. */
  constructor(material: string) {
    this.key = Buffer.from(hkdfSync('sha256', material, 'catalog-api', 'webhook secrets v1', 32));
  }

  seal(secret: string, webhookId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`webhook:${webhookId}`));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  open(sealed: string, webhookId: number): string {
    const [version, iv, body] = sealed.split('.');
    if (version !== VERSION || !iv || !body) throw new SealedSecretError();
    const bytes = Buffer.from(body, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`webhook:${webhookId}`));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretError();
    }
  }
}

/** A new secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
