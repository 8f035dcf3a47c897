/**
 * Media files in an S3-compatible bucket (docs/deployment.md "Media files in a bucket"): an item's
 * file is the object `<prefix><id>/<file>`, so every machine sharing the bucket serves every
 * upload. Files are streamed both ways: an upload goes up in parts of PART_BYTES (no whole file in
 * memory), a read asks the bucket for the range the client asked for.
 *
 * Checksums: the SDK computes and asks for CRC checksums on every request by default, which
 * several S3-compatible stores refuse (older MinIO, Ceph, some appliances). They are sent and
 * checked only where the S3 API requires them (`WHEN_REQUIRED`); the bucket's own ETag (an MD5 for
 * a single-part object) still changes whenever the bytes do.
 *
 * An item's files are replaced as a set: the new files first, then the old files not among them.
 * S3 has no rename, so a reader during a replace may see an item's new file beside an old one of
 * another name; never a half-written file (an object appears whole).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type HeadObjectCommandOutput, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type MediaS3Settings } from '../config.js';
import { FILE_NAME, type ByteRange, type MediaStorage, type StoredFile } from './storage.js';

/** The size of an upload's parts: the S3 minimum is 5 MiB; media files above it go up in parts. */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts of one file in flight at once. */
const PARTS_AT_ONCE = 2;
/** How long a file's size and tag are taken as known, and how many files' are kept. */
const STAT_MS = 30_000;
const STATS_KEPT = 20_000;
/** The object metadata that holds a file's SHA-256 (`x-amz-meta-sha256`). */
const SHA256 = 'sha256';

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  /**
   * Files' sizes and tags as last asked, for STAT_MS: a file request then costs the bucket one
   * request, not two. A URL's bytes do not change once its item is published (docs/contract.md
   * §14); this process's own writes forget what they replace, and another machine's (an import
   * over existing items) are seen within STAT_MS.
   */
  private readonly stats = new Map<string, { stored: StoredFile; until: number }>();

  constructor(private readonly settings: MediaS3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(id: number, files: ReadonlyArray<{ file: string; path: string }>): Promise<void> {
    const keys = files.map(({ file }) => this.fileKey(id, file));
    for (const [i, { path }] of files.entries()) await this.upload(keys[i]!, path, await fileSha256(path));
    const kept = new Set(keys);
    await Promise.all((await this.keys(this.item(id))).filter((key) => !kept.has(key)).map((key) => this.delete(key)));
  }

  /**
   * Stores one file of item `id` beside the others it has, with its SHA-256 as the object's
   * metadata (`catalog media copy` compares it). `signal` aborts the upload, parts and all.
   */
  async putFile(id: number, file: string, path: string, sha256: string, signal?: AbortSignal): Promise<void> {
    await this.upload(this.fileKey(id, file), path, sha256, signal);
  }

  /** Whether the bucket holds item `id`'s `file` with this size and SHA-256 already. */
  async holds(id: number, file: string, size: number, sha256: string): Promise<boolean> {
    const key = this.key(id, file);
    const head = key === undefined ? undefined : await this.head(key);
    return head?.ContentLength === size && head.Metadata?.[SHA256] === sha256;
  }

  async stat(id: number, file: string): Promise<StoredFile | undefined> {
    const key = this.key(id, file);
    if (!key) return undefined;
    const known = this.stats.get(key);
    if (known && known.until > Date.now()) return known.stored;
    const head = await this.head(key);
    if (!head) return undefined;
    if (head.ContentLength === undefined || !head.ETag) throw new Error(`the bucket answered no size or ETag for ${key}`);
    const stored = { size: head.ContentLength, etag: strongTag(head.ETag) };
    if (this.stats.size >= STATS_KEPT) this.stats.delete(this.stats.keys().next().value!);
    this.stats.set(key, { stored, until: Date.now() + STAT_MS });
    return stored;
  }

  read(id: number, file: string, range?: ByteRange): Readable {
    const key = this.fileKey(id, file);
    const { client, settings } = this;
    return Readable.from((async function* () {
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
      yield* answer.Body as Readable;
    })(), { objectMode: false });
  }

  async remove(id: number): Promise<void> {
    const item = this.item(id);
    await Promise.all((await this.keys(item)).map((key) => this.delete(key)));
  }

  /** Writes, reads back and removes an object of its own: a bucket that cannot do all three stops the start. */
  async check(): Promise<void> {
    const key = `${this.settings.prefix}.catalog-check-${randomUUID()}`;
    const where = `bucket "${this.settings.bucket}"${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: 'check' }));
      const back = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if ((await back.Body?.transformToString()) !== 'check') throw new Error('what was read back differs from what was written');
      await this.delete(key);
    } catch (error) {
      throw new Error(`MEDIA_STORAGE=s3: the ${where} cannot be written, read and deleted: ${describe(error)}`, { cause: error });
    }
  }

  private async upload(key: string, path: string, sha256: string, signal?: AbortSignal): Promise<void> {
    this.stats.delete(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: createReadStream(path), Metadata: { [SHA256]: sha256 } },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
    });
    const abort = () => void upload.abort();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await upload.done();
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  /** An object's size, tag and metadata; undefined when there is none. */
  private async head(key: string): Promise<HeadObjectCommandOutput | undefined> {
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Every key under `item`, one page of the listing after another. */
  private async keys(item: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: item, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  // One DeleteObject a key: DeleteObjects would need a checksum header that some stores refuse,
  // and an item has a handful of files.
  private async delete(key: string): Promise<void> {
    this.stats.delete(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** The key of item `id`'s `file`; undefined for a name no item has (a bad id throws). */
  private key(id: number, file: string): string | undefined {
    const item = this.item(id);
    return FILE_NAME.test(file) ? `${item}${file}` : undefined;
  }

  /** The key of a file to write or read: a name no item has throws. */
  private fileKey(id: number, file: string): string {
    const key = this.key(id, file);
    if (!key) throw new Error(`not a media file name: ${file}`);
    return key;
  }

  /** The key prefix of item `id`'s files. */
  private item(id: number): string {
    if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not a media item id: ${id}`);
    return `${this.settings.prefix}${id}/`;
  }
}

/** The SHA-256 of a local file's bytes, hex, read as a stream. */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** An ETag as HTTP wants it: quoted, and strong (a bucket's tags name exact bytes). */
function strongTag(tag: string): string {
  const bare = tag.replace(/^W\//, '');
  return bare.startsWith('"') ? bare : `"${bare}"`;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})${error.message && error.message !== error.name ? `: ${error.message}` : ''}`;
  return error instanceof Error ? error.message : String(error);
}
