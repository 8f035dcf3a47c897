/**
 * A fixed body (the OpenAPI document, the docs page's renderer files) kept in memory as it is and
 * compressed, each made once, on its first request: the document is about 650 KB and Swagger UI's
 * bundle 1.7 MB, which brotli makes 35 KB and 400 KB (docs/performance.md "The docs page").
 * Quality 6 of brotli takes a few milliseconds where 11 would take seconds for a few percent less;
 * nothing is compressed at start, so a server that never serves the docs page spends nothing on
 * it. Answers carry a weak ETag of the content (one for every encoding of it, as If-None-Match
 * compares weakly), `Vary: Accept-Encoding`, and 304 to a request that has the ETag already.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

interface Encoded { etag: string; bodies: Record<Encoding, Buffer> }

/** Brotli where the client takes it, else gzip, else the bytes as they are; ties go to the smaller. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** negotiator 1.1's `preferred` option breaks ties of equal quality (its types are 0.6's, without it). */
type Preferring = (available: string[], options: { preferred: string[] }) => string | undefined;

function encodingFor(request: FastifyRequest): Encoding {
  const negotiator = new Negotiator({ headers: request.headers });
  const chosen = (negotiator.encoding as unknown as Preferring).call(negotiator, ENCODINGS, { preferred: ENCODINGS });
  return (chosen as Encoding | undefined) ?? 'identity';
}

/** Whether If-None-Match names this ETag (or `*`), compared weakly. */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export class CompressedBody {
  private encoded: Promise<Encoded> | undefined;

  /** `load` gives the body once, on the first request. */
  constructor(private readonly load: () => Buffer | string | Promise<Buffer | string>) {}

  private async encode(): Promise<Encoded> {
    const loaded = await this.load();
    const identity = Buffer.isBuffer(loaded) ? loaded : Buffer.from(loaded);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipped(identity, { level: 6 }),
    ]);
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    return { etag, bodies: { br, gzip: gz, identity } };
  }

  /** The bodies and their ETag, made on the first call (a failure is not kept: the next request tries again). */
  bodies(): Promise<Encoded> {
    this.encoded ??= this.encode().catch((error: unknown) => {
      this.encoded = undefined;
      throw error;
    });
    return this.encoded;
  }

  /** Answers the request with the body in the encoding it prefers, or 304. */
  async send(request: FastifyRequest, reply: FastifyReply, type: string, cacheControl: string): Promise<FastifyReply> {
    const { etag, bodies } = await this.bodies();
    reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (notModified(request, etag)) return reply.code(304).send();
    const encoding = encodingFor(request);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type(type).send(bodies[encoding]);
  }
}
