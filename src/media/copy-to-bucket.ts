/**
 * `catalog media copy --to s3` (docs/deployment.md "Moving media files into a bucket"): every file
 * of a media directory (`<dir>/<item id>/<file>`) put into the bucket beside what it holds, a file
 * skipped when the bucket has it with the same size and SHA-256. Each object appears whole or not
 * at all, so a run stopped at any point (Ctrl-C, a kill, a lost connection) leaves only whole
 * files, and the next run goes on where it stopped. Nothing in the bucket is removed.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { fileSha256, type S3Storage } from './s3-storage.js';
import { FILE_NAME, ITEM_ID } from './storage.js';

/** Files in flight at once: a bucket answers each request in tens of milliseconds. */
const AT_ONCE = 4;

export interface CopyNews {
  /** Before the first file: how many files and bytes there are. */
  start(files: number, bytes: number): void;
  /** After each file, copied or skipped. */
  advance(bytes: number): void;
}

export interface CopySummary { files: number; copied: number; skipped: number; bytesCopied: number; stopped: boolean }

interface LocalFile { id: number; file: string; path: string; size: number }

/** Copies `dir`'s media files into `bucket`; `signal` stops it (the files in flight are abandoned whole). */
export async function copyToBucket(dir: string, bucket: S3Storage, news: CopyNews, signal?: AbortSignal): Promise<CopySummary> {
  const files = await localFiles(dir);
  news.start(files.length, files.reduce((sum, f) => sum + f.size, 0));
  const summary: CopySummary = { files: files.length, copied: 0, skipped: 0, bytesCopied: 0, stopped: false };
  const limit = pLimit(AT_ONCE);
  await Promise.all(files.map((local) => limit(async () => {
    if (signal?.aborted) return;
    const sha256 = await fileSha256(local.path);
    if (await bucket.holds(local.id, local.file, local.size, sha256)) {
      summary.skipped++;
    } else {
      try {
        await bucket.putFile(local.id, local.file, local.path, sha256, signal);
      } catch (error) {
        if (signal?.aborted) return;
        throw error;
      }
      summary.copied++;
      summary.bytesCopied += local.size;
    }
    news.advance(local.size);
  })));
  summary.stopped = signal?.aborted ?? false;
  return summary;
}

/** The media files of `dir`, by item id then name; anything else in it is left alone. */
async function localFiles(dir: string): Promise<LocalFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new Error(`cannot read the media directory ${dir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
  const items = names.filter((name) => ITEM_ID.test(name)).map(Number).sort((a, b) => a - b);
  const files: LocalFile[] = [];
  for (const id of items) {
    const itemDir = join(dir, String(id));
    const entries = await readdir(itemDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.filter((e) => e.isFile() && FILE_NAME.test(e.name)).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(itemDir, entry.name);
      files.push({ id, file: entry.name, path, size: (await stat(path)).size });
    }
  }
  return files;
}
