/**
 * Media files beside a catalogue's NDJSON files (docs/contract.md §14): `media-files/<item id>/<file>`.
 * `catalog export --files` writes there the files of every media item that this server keeps (the
 * URLs under its own PUBLIC_BASE_URL); `catalog import` and the demo put a directory's files into
 * the media storage, item by item, each item's files replacing what the storage had for it at once.
 * The NDJSON lines keep their absolute URLs either way: moving a catalogue to a server with another
 * address rewrites that prefix (docs/deployment.md).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { mediaUrl } from '../media/formats.js';
import { FILE_NAME, ITEM_ID, type MediaStorage } from '../media/storage.js';

export const MEDIA_FILES = 'media-files';

/** Items put into the storage at once: each put is a handful of small file-system calls, which overlap. */
const PUTS_AT_ONCE = 16;

/**
 * Puts every item of `<dir>/media-files` into the storage; how many items. The directory keeps its
 * files (each is staged through a link or a copy) unless `consume` is set, for a directory that is
 * thrown away afterwards (the demo's), whose files the storage then takes over as they are.
 */
export async function importMediaFiles(storage: MediaStorage, dir: string, options: { consume?: boolean } = {}): Promise<number> {
  const root = join(dir, MEDIA_FILES);
  const items = (await readdir(root).catch(() => [] as string[])).filter((name) => ITEM_ID.test(name));
  if (items.length === 0) return 0;
  const stage = options.consume ? undefined : await mkdtemp(join(root, '.staging-'));
  const limit = pLimit(PUTS_AT_ONCE);
  try {
    await Promise.all(items.map((item) => limit(async () => {
      const files = (await readdir(join(root, item))).filter((file) => FILE_NAME.test(file));
      const from = join(stage ?? root, item);
      if (stage) {
        await mkdir(from);
        await Promise.all(files.map((file) => linkOrCopy(join(root, item, file), join(from, file))));
      }
      await storage.put(Number(item), files.map((file) => ({ file, path: join(from, file) })));
      // A consumed item's directory goes at once (removing 20,000 in one go at the end would hold
      // the event loop for seconds); one holding what is not a media file stays for the caller.
      if (!stage) await rmdir(from).catch(() => undefined);
    })));
  } finally {
    if (stage) await rm(stage, { recursive: true, force: true });
  }
  return items.length;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** The files of item `id` that a record's URLs name under this server's address. */
function keptFiles(line: string, baseUrl: string): { id: number; files: Set<string> } | undefined {
  const record = JSON.parse(line) as { id: number };
  const prefix = mediaUrl(baseUrl, record.id, '');
  const files = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith(prefix) && FILE_NAME.test(value.slice(prefix.length))) files.add(value.slice(prefix.length));
    } else if (value && typeof value === 'object') {
      for (const member of Object.values(value)) visit(member);
    }
  };
  visit(record);
  return files.size > 0 ? { id: record.id, files } : undefined;
}

/** Writes the kept files of the media items in `<dir>/media.ndjson` to `<dir>/media-files`; how many items. */
export async function exportMediaFiles(storage: MediaStorage, dir: string, baseUrl: string): Promise<number> {
  let items = 0;
  const lines = createInterface({ input: createReadStream(join(dir, 'media.ndjson'), 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const kept = keptFiles(line, baseUrl);
    if (!kept) continue;
    const target = join(dir, MEDIA_FILES, String(kept.id));
    await mkdir(target, { recursive: true });
    let any = false;
    for (const file of kept.files) {
      if (!(await storage.stat(kept.id, file))) continue;
      await pipeline(storage.read(kept.id, file), createWriteStream(join(target, file)));
      any = true;
    }
    if (any) items++;
  }
  return items;
}
