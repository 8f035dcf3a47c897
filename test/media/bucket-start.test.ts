/**
 * A server whose bucket cannot be written, read and deleted refuses to start, saying so
 * (docs/deployment.md "Media files in a bucket"), before it opens its store.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../support/processes.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';

let s3: S3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(join(tmpdir(), 'catalog-bucket-start-'));
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a server on a bucket', () => {
  it('does not start on a bucket that is not there, nor with a key the bucket refuses, and says which', async () => {
    const database = join(dir, 'catalog.db');
    for (const [env, message] of [
      [{ ...s3.env(), MEDIA_S3_BUCKET: 'not-there' }, /MEDIA_STORAGE=s3: the bucket "not-there" at http:\/\/127\.0\.0\.1:\d+ cannot be written, read and deleted: NoSuchBucket/],
      [{ ...s3.env(), AWS_ACCESS_KEY_ID: 'NOT-A-KEY' }, /cannot be written, read and deleted: InvalidAccessKeyId/],
    ] as Array<[Record<string, string>, RegExp]>) {
      const result = await run(['serve'], { ...env, DATABASE_URL: `sqlite:${database}`, PORT: '0', MEDIA_DIR: join(dir, 'media') });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    // Refused before the store was opened.
    expect(existsSync(database)).toBe(false);
  });
});
