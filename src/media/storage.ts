/**
 * Where media files live (docs/contract.md §14), behind one narrow interface: the server, the
 * commands and the import never know whether it is a directory (src/media/directory-storage.ts)
 * or an S3-compatible bucket (src/media/s3-storage.ts). Both pass the same contract tests
 * (test/media/storage.test.ts).
 *
 * Files are addressed by item id and file name (`12`, `huge.jpg`) and written once, as a whole
 * item: a URL's bytes never change, which is what lets them be cached as immutable.
 */
import { type Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  /** A strong entity tag, quoted, that changes whenever the bytes could have. */
  etag: string;
}

export interface ByteRange { start: number; end: number }

export interface MediaStorage {
  /** Stores item `id`'s files, taken from local paths, replacing all it had at once. */
  put(id: number, files: ReadonlyArray<{ file: string; path: string }>): Promise<void>;
  /** A stored file, or undefined. */
  stat(id: number, file: string): Promise<StoredFile | undefined>;
  /** A stored file's bytes, whole or a range (both ends included), streamed. */
  read(id: number, file: string, range?: ByteRange): Readable;
  /** Removes every file of item `id`. */
  remove(id: number): Promise<void>;
  /** Throws, saying why, unless files can be written, read and removed: a server does not start without. */
  check(): Promise<void>;
}

/** A file name as items have them: a word, a dot, an extension; nothing that could leave an item. */
export const FILE_NAME = /^[A-Za-z0-9]{1,40}\.[a-z]{2,4}$/;
/** A media item's id as a URL segment or a directory name: no sign, no leading zero, a safe integer's digits. */
export const ITEM_ID = /^[1-9][0-9]{0,15}$/;
