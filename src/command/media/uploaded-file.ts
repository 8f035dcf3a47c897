/**
 * An upload's file made into the files an item keeps (docs/contract.md §14), before the write's
 * transaction: the bytes come from the body's base64 `content` or from a multipart request's file
 * part (already in a temporary file), and are processed by libvips (src/media/process.ts) in a
 * scratch directory that is removed once the write is over. A file the processing refuses is a
 * 422 at `/file`. The processing runs in turn, in low-priority child processes
 * (src/media/processors.ts): a burst of uploads neither takes the CPU the readers need nor grows
 * the server without bound.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nameWords, type NameWords } from '../../media/file-name.js';
import { MediaFileError, type Processed } from '../../media/process.js';
import { processInTurn } from '../../media/processors.js';
import { ValidationError } from '../../query/errors.js';
import { MAX_FILE_BYTES, type MediaUploadBody } from '../../resources/media/write.js';
import { type Attachment } from '../declare.js';

export interface UploadedFile {
  /** The scratch directory, removed by `releaseUpload`. */
  work: string;
  processed: Processed;
  words: NameWords;
}

const refused = (path: string, message: string) => new ValidationError([{ path, message }]);

/** The upload's bytes in a local file: the multipart part's, or the base64 content written out. */
async function sourceFile(input: MediaUploadBody, attachment: Attachment | undefined, work: string): Promise<string> {
  const { content } = input.file;
  if (attachment) {
    if (content !== undefined) throw refused('/file/content', 'must be left out when the file comes as the multipart part `file`');
    return attachment.path;
  }
  if (content === undefined) throw refused('/file/content', 'is required: the file\'s bytes in base64 (or send the file as the multipart part `file`)');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw refused('/file/content', 'is empty');
  if (bytes.length > MAX_FILE_BYTES) throw refused('/file/content', `must not be larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB once decoded`);
  const path = join(work, 'upload');
  await writeFile(path, bytes);
  return path;
}

export async function prepareUpload(input: MediaUploadBody, attachment: Attachment | undefined): Promise<UploadedFile> {
  const work = await mkdtemp(join(tmpdir(), 'catalog-upload-'));
  try {
    const source = await sourceFile(input, attachment, work);
    const processed = await processInTurn(source, work);
    return { work, processed, words: nameWords(input.file.name) };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    if (error instanceof MediaFileError) throw refused('/file', error.message);
    throw error;
  }
}

export async function releaseUpload(uploaded: UploadedFile | undefined): Promise<void> {
  if (uploaded) await rm(uploaded.work, { recursive: true, force: true });
}
