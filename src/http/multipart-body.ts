/**
 * A `multipart/form-data` request to an operation that takes a file (docs/contract.md §1 and §14):
 * the file part streamed to a temporary file as it arrives (never held in memory), the other parts
 * made into the JSON body the operation declares, so the one runner checks both forms the same way.
 * A field's JSON type comes from the body schema: a list may be repeated or sent as one JSON array,
 * a boolean is `true` or `false`, an integer its digits; anything else stays a string, for the
 * schema to refuse with its path. Limits: the file's size, one file, a few small fields; past any
 * of them, 413.
 */
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { type FastifyRequest } from 'fastify';
import { type TSchema } from 'typebox';
import { type Attachment, type CommandDecl } from '../command/declare.js';
import { ValidationError, type Violation } from '../query/errors.js';
import { ApiError } from './errors.js';

/** Fields besides the file: their number and size (a list of 100 product IDs fits in one). */
const FIELDS = 200;
const FIELD_BYTES = 16 * 1024;

export const MULTIPART = 'multipart/form-data';
/** The body the content-type parser gives a multipart request on an upload's route: read by its handler. */
export const UNREAD_MULTIPART = Symbol('a multipart body, read by the handler as it arrives');

export interface MultipartBody {
  body: Record<string, unknown>;
  attachment?: Attachment;
  /** Removes the temporary file; call once the request is answered. */
  dispose(): Promise<void>;
}

const tooLarge = (what: string) => new ApiError('payload_too_large', `The multipart body is too large: ${what}.`);

/** A field's values as the member's schema types them. */
function typed(schema: TSchema | undefined, values: string[]): unknown {
  const type = (schema as { type?: string } | undefined)?.type;
  if (type === 'array') {
    if (values.length === 1 && values[0]!.trimStart().startsWith('[')) {
      try {
        return JSON.parse(values[0]!) as unknown;
      } catch {
        return values[0];
      }
    }
    return values;
  }
  const value = values.length === 1 ? values[0]! : values;
  if (typeof value !== 'string') return value;
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'integer' && /^-?[0-9]{1,16}$/.test(value)) return Number(value);
  return value;
}

/**
 * Reads the request's multipart body. Every stream is handled as its event arrives (busboy), so a
 * body cut short fails the file being written at once; past a limit, reading stops and the rest of
 * the body is left to the error answer's bounded drain.
 */
export function readMultipart(request: FastifyRequest, decl: CommandDecl): Promise<MultipartBody> {
  const upload = decl.upload!;
  const properties = (decl.body as { properties?: Record<string, TSchema> }).properties ?? {};
  const fields = new Map<string, string[]>();
  const violations: Violation[] = [];
  const writes: Array<Promise<void>> = [];
  let dir: string | undefined;
  let attachment: Attachment | undefined;
  let failure: unknown;
  const dispose = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  return new Promise<MultipartBody>((resolve, reject) => {
    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(writes);
      if (failure === undefined) {
        const built = bodyOf(upload.part, properties, fields, attachment, violations);
        if (built instanceof ValidationError) failure = built;
        else return resolve({ body: built, attachment, dispose });
      }
      await dispose();
      reject(failure);
    };
    /** The file part being written: it ends only when its part does, which, once reading stops, is never. */
    let writing: Readable | undefined;
    const fail = (error: unknown) => {
      failure ??= error;
      request.raw.unpipe(parser);
      writing?.destroy();
      void settle();
    };
    let parser: BusboyInstance;
    try {
      parser = Busboy({ headers: request.headers as never, limits: { fileSize: upload.maxBytes, files: 1, fields: FIELDS, fieldSize: FIELD_BYTES, parts: FIELDS + 1 } });
    } catch {
      return reject(new ApiError('bad_request', 'The multipart/form-data request has no boundary in its Content-Type.'));
    }
    parser.on('file', (name, file, filename) => {
      if (name !== upload.part || failure !== undefined) {
        if (name !== upload.part) violations.push({ path: `/${name}`, message: `is not a file member; the file goes in part \`${upload.part}\`` });
        file.resume();
        return;
      }
      dir ??= mkdtempSync(join(tmpdir(), 'catalog-multipart-'));
      const path = join(dir, 'file');
      attachment = { name: filename, path };
      writing = file;
      file.on('limit', () => fail(tooLarge(`the file is larger than ${upload.maxBytes / 1024 / 1024} MiB`)));
      writes.push(pipeline(file, createWriteStream(path)).catch((error: unknown) => fail(unreadable(error))));
    });
    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated || valueTruncated) return fail(tooLarge(`a field is larger than ${FIELD_BYTES / 1024} KiB`));
      fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => fail(tooLarge('too many parts, or more than one file')));
    }
    parser.on('error', (error) => fail(unreadable(error)));
    parser.on('finish', () => void settle());
    request.raw.pipe(parser);
  });
}

/** The JSON body the fields and the file make, or the violations of their shape. */
function bodyOf(part: string, properties: Record<string, TSchema>, fields: Map<string, string[]>, attachment: Attachment | undefined,
  violations: Violation[]): Record<string, unknown> | ValidationError {
  const entries: Array<[string, unknown]> = [];
  for (const [name, values] of fields) {
    if (name === part) violations.push({ path: `/${name}`, message: 'must be a file part (with a file name), not a text field' });
    else entries.push([name, typed(properties[name], values)]);
  }
  if (attachment) entries.push([part, { name: attachment.name }]);
  else if (!fields.has(part)) violations.push({ path: `/${part}`, message: `is required: send the file as the part \`${part}\`` });
  // fromEntries makes own members of any name (`__proto__` too), for the schema to refuse.
  return violations.length > 0 ? new ValidationError(violations) : Object.fromEntries(entries);
}

/** A body the parser cannot read (cut short, malformed) is 400; the server's own trouble (a full disk) stays its error. */
function unreadable(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code !== undefined && code !== 'ERR_STREAM_PREMATURE_CLOSE') return error;
  return new ApiError('bad_request', 'The multipart/form-data body could not be read: it is malformed or cut short.');
}
