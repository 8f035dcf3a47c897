/**
 * GET /media/<id>/<file> (docs/contract.md §14): a media item's stored files, without credentials
 * and with a `User-Agent` (400 `user_agent_required`), streamed from the storage (never a whole
 * file in memory), with `ETag` and `If-None-Match` (304), one byte range (`Range`: 206, 416 past
 * the end), the content type of the file's extension, and caching for a year as immutable: a
 * URL's bytes never change. Only files of published and available items (src/media/served.ts).
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { matches } from '../../command/etag.js';
import { CONTENT_TYPES } from '../../media/formats.js';
import { isServed } from '../../media/served.js';
import { FILE_NAME, ITEM_ID } from '../../media/storage.js';
import { type AppDeps } from '../context.js';
import { ApiError } from '../errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const missing = () => new ApiError('not_found', 'There is no media file at this address.');

export function registerMediaFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { media } = deps;
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', { config: { userAgent: true } },
    async (request: FastifyRequest<{ Params: { id: string; file: string } }>, reply: FastifyReply) => {
      const { id: rawId, file } = request.params;
      if (!ITEM_ID.test(rawId) || !FILE_NAME.test(file)) throw missing();
      const id = Number(rawId);
      const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)];
      if (!type || !(await isServed(deps.store, id))) throw missing();
      const stored = await media.stat(id, file);
      if (!stored) throw missing();
      reply.header('Cache-Control', IMMUTABLE).header('ETag', stored.etag).header('Accept-Ranges', 'bytes');
      const held = request.headers['if-none-match'];
      if (typeof held === 'string' && matches(held, stored.etag, true)) return reply.code(304).send();
      reply.type(type);
      const range = request.headers.range;
      // A Range with an If-Range that no longer matches gets the whole file (RFC 9110 13.1.5).
      const ifRange = request.headers['if-range'];
      if (range && (!ifRange || ifRange === stored.etag)) {
        const ranges = parseRange(stored.size, range, { combine: true });
        if (ranges === -1) {
          reply.header('Content-Range', `bytes */${stored.size}`);
          throw new ApiError('range_not_satisfiable', `The range starts past the end of the file, which has ${stored.size} bytes.`);
        }
        // -2 (a malformed header) and several ranges are answered with the whole file, as RFC 9110 allows.
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
          const { start, end } = ranges[0]!;
          reply.code(206).header('Content-Range', `bytes ${start}-${end}/${stored.size}`).header('Content-Length', String(end - start + 1));
          return reply.send(media.read(id, file, { start, end }));
        }
      }
      reply.header('Content-Length', String(stored.size));
      return reply.send(media.read(id, file));
    });
}
