/**
 * Media files in a directory (MEDIA_DIR): `<root>/<id>/<file>`. An item's files are written to a
 * fresh directory beside it and put in place with one rename, so a reader sees all of them or
 * none; a crash leaves only a `.incoming-*` directory, removed by a later start once it is an hour
 * old (another server process may be filling a younger one).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable } from 'node:stream';
import { FILE_NAME, type ByteRange, type MediaStorage, type StoredFile } from './storage.js';

const INCOMING = '.incoming-';
const LEFT_OVER_MS = 60 * 60 * 1000;

export class DirectoryStorage implements MediaStorage {
  private ready: Promise<void> | undefined;

  constructor(private readonly root: string) {}

  async put(id: number, files: ReadonlyArray<{ file: string; path: string }>): Promise<void> {
    await this.prepare();
    const incoming = join(this.root, `${INCOMING}${randomUUID()}`);
    await mkdir(incoming);
    try {
      for (const { file } of files) if (!FILE_NAME.test(file)) throw new Error(`not a media file name: ${file}`);
      await Promise.all(files.map(({ file, path }) => moveFile(path, join(incoming, file))));
      const target = this.dir(id);
      // An earlier item of this id (a write that was rolled back after its files were kept) goes first.
      await rm(target, { recursive: true, force: true });
      await rename(incoming, target);
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
  }

  async stat(id: number, file: string): Promise<StoredFile | undefined> {
    if (!FILE_NAME.test(file)) return undefined;
    try {
      const info = await stat(join(this.dir(id), file));
      if (!info.isFile()) return undefined;
      return { size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  read(id: number, file: string, range?: ByteRange): Readable {
    if (!FILE_NAME.test(file)) throw new Error(`not a media file name: ${file}`);
    return createReadStream(join(this.dir(id), file), range ? { start: range.start, end: range.end } : {});
  }

  async remove(id: number): Promise<void> {
    await rm(this.dir(id), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    await this.prepare();
    const probe = join(this.root, `${INCOMING}check-${randomUUID()}`);
    try {
      await writeFile(probe, 'check');
      if ((await readFile(probe, 'utf8')) !== 'check') throw new Error('what was read back differs from what was written');
    } catch (error) {
      throw new Error(`MEDIA_DIR ${this.root} cannot be written and read: ${(error as Error).message}`, { cause: error });
    } finally {
      await rm(probe, { force: true });
    }
  }

  private dir(id: number): string {
    if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not a media item id: ${id}`);
    return join(this.root, String(id));
  }

  /** The root made, and what a crash left half-written removed, once per process. */
  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(this.root, { recursive: true });
      for (const name of await readdir(this.root)) {
        if (!name.startsWith(INCOMING)) continue;
        const left = join(this.root, name);
        const info = await stat(left).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > LEFT_OVER_MS) await rm(left, { recursive: true, force: true });
      }
    })();
    return this.ready;
  }
}

/** A rename where it can be one; across file systems (a temporary directory elsewhere) a copy. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}
