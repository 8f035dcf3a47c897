/**
 * `catalog media copy --to s3` as a real process against a real S3-compatible server: a media
 * directory's files copied into the bucket; run again, what is there is skipped and a changed file
 * copied again; a run killed at any moment leaves whole files only, and the next run finishes the
 * job; bad settings and a bucket that is not there are clear errors that write nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { S3Storage } from '../../src/media/s3-storage.js';
import { BIN, run } from '../support/processes.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';

let s3: S3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A media directory of `items` items with a few generated files each; their bytes by `id/file`. */
function mediaDir(items: number, bytes = 20_000): { dir: string; files: Map<string, Buffer> } {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-copy-'));
  dirs.push(dir);
  const files = new Map<string, Buffer>();
  for (let id = 1; id <= items; id++) {
    mkdirSync(join(dir, String(id)));
    for (const file of ['huge.jpg', 'thumbnail.webp', 'medium.jpg']) {
      const body = randomBytes(bytes + id);
      writeFileSync(join(dir, String(id), file), body);
      files.set(`${id}/${file}`, body);
    }
  }
  // What is not a media file is left alone.
  writeFileSync(join(dir, 'README.txt'), 'not an item');
  mkdirSync(join(dir, '.incoming-x'));
  return { dir, files };
}

let prefixes = 0;
const target = () => {
  const env = s3.env(`copy-${++prefixes}/`);
  return { env, bucket: new S3Storage(loadConfig(env).mediaS3!) };
};

async function expectAll(bucket: S3Storage, files: Map<string, Buffer>): Promise<void> {
  for (const [key, body] of files) {
    const [id, file] = key.split('/') as [string, string];
    expect((await buffer(bucket.read(Number(id), file))).equals(body), key).toBe(true);
  }
}

const summaryOf = (stderr: string) => {
  const line = stderr.split('\n').find((l) => l.includes('copied '))!;
  const [, copied, skipped, of] = /copied ([\d,]+) files .* skipped ([\d,]+) already there, of ([\d,]+)/.exec(line)!;
  return { copied: Number(copied!.replace(/,/g, '')), skipped: Number(skipped!.replace(/,/g, '')), of: Number(of!.replace(/,/g, '')) };
};

describe('catalog media copy --to s3', () => {
  it('copies every file, then skips what is there and copies again only what changed', async () => {
    const { dir, files } = mediaDir(6);
    const { env, bucket } = target();
    const first = await run(['media', 'copy', '--to', 's3', '--from', dir], env);
    expect(first.code, first.stderr).toBe(0);
    expect(summaryOf(first.stderr)).toEqual({ copied: 18, skipped: 0, of: 18 });
    await expectAll(bucket, files);
    expect(await bucket.stat(1, 'README.txt')).toBeUndefined();

    const changed = randomBytes(30_000);
    writeFileSync(join(dir, '3', 'huge.jpg'), changed);
    files.set('3/huge.jpg', changed);
    const again = await run(['media', 'copy', '--to', 's3', '--from', dir], env);
    expect(again.code, again.stderr).toBe(0);
    expect(summaryOf(again.stderr)).toEqual({ copied: 1, skipped: 17, of: 18 });
    await expectAll(bucket, files);
  });

  it('takes MEDIA_DIR when --from is not given', async () => {
    const { dir, files } = mediaDir(2);
    const { env, bucket } = target();
    const done = await run(['media', 'copy', '--to', 's3'], { ...env, MEDIA_STORAGE: 'directory', MEDIA_DIR: dir });
    expect(done.code, done.stderr).toBe(0);
    expect(summaryOf(done.stderr).copied).toBe(6);
    await expectAll(bucket, files);
  });

  it('killed at any moment, leaves whole files only; the next run finishes the job', async () => {
    const { dir, files } = mediaDir(40, 400_000);
    const { env, bucket } = target();
    const child = spawn(process.execPath, [BIN, 'media', 'copy', '--to', 's3', '--from', dir], { env: { ...process.env, CI: '1', ...env }, stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 700));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // Whatever the moment: a file in the bucket is whole.
    for (const [key, body] of files) {
      const [id, file] = key.split('/') as [string, string];
      const stored = await bucket.stat(Number(id), file);
      if (stored) expect(stored.size, key).toBe(body.length);
    }
    const rest = await run(['media', 'copy', '--to', 's3', '--from', dir], env);
    expect(rest.code, rest.stderr).toBe(0);
    const summary = summaryOf(rest.stderr);
    expect(summary.copied + summary.skipped).toBe(120);
    await expectAll(bucket, files);
  });

  it('refuses, writing nothing: no --to, another --to, a bad bucket name, a bucket that is not there, a directory that is not there', async () => {
    const { dir } = mediaDir(1);
    const { env, bucket } = target();
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [['media', 'copy', '--from', dir], env, /required option '--to <storage>'/],
      [['media', 'copy', '--to', 'gcs', '--from', dir], env, /Allowed choices are s3/],
      [['media', 'copy', '--to', 's3', '--from', dir], { ...env, MEDIA_S3_BUCKET: 'Bad_Bucket' }, /MEDIA_S3_BUCKET, a bucket name/],
      [['media', 'copy', '--to', 's3', '--from', dir], { ...env, MEDIA_S3_BUCKET: 'not-there' }, /bucket "not-there" at http:\/\/127\.0\.0\.1:\d+ cannot be written, read and deleted: NoSuchBucket/],
      [['media', 'copy', '--to', 's3', '--from', join(dir, 'nowhere')], env, /cannot read the media directory .*nowhere: ENOENT/],
    ];
    for (const [args, extra, message] of cases) {
      const result = await run(args, extra);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(await bucket.stat(1, 'huge.jpg')).toBeUndefined();
  });
});
