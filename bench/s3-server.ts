/**
 * A real S3-compatible server for the tests and the bench: s3rver (an npm package that serves the S3 protocol
 * over HTTP from a directory), started on a free loopback port with one bucket. The server's own
 * credentials are the standard AWS variables, so that the SDK's default chain finds them in this
 * process and in every server process given `env`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The settings of a server process that keeps its media files in this bucket, under `prefix`. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's own key pair: it checks each request's signature against it. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Server(bucket = 'catalog-media'): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // For the SDK in this process (the contract suite, files put in place by a test or the bench).
  Object.assign(process.env, CREDENTIALS);
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: bucket, MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_FORCE_PATH_STYLE: 'true', MEDIA_S3_PREFIX: prefix, ...CREDENTIALS,
    }),
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
