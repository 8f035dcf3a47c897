/**
 * Request bodies (docs/contract.md §1): JSON, any charset parameter, 1 MiB at most (an upload's
 * route: 25 MiB); an empty body is "no body". multipart/form-data only on the routes of operations
 * that take a file. Anything else is refused before a handler runs.
 */
import { type FastifyInstance } from 'fastify';
import { jsonProblem } from '../text/json-error.js';
import { ApiError } from './errors.js';
import { MULTIPART, UNREAD_MULTIPART } from './multipart-body.js';

export const BODY_LIMIT = 1024 * 1024;

export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const { line, column, reason } = jsonProblem(text, error as Error);
      return done(new ApiError('bad_request', `The request body is not valid JSON: ${reason} at line ${line}, column ${column}.`), undefined);
    }
    if (typeof value !== 'object' || value === null) {
      return done(new ApiError('bad_request', 'The request body must be a JSON object.'), undefined);
    }
    done(null, value);
  });
  // Read by the handler as it arrives (multipart-body.ts), on the routes of operations that take a file only.
  app.addContentTypeParser(MULTIPART, (request, _payload, done) => {
    if (request.routeOptions.config.upload) return done(null, UNREAD_MULTIPART);
    done(new ApiError('unsupported_media_type', 'Request bodies must be sent as application/json; multipart/form-data only to an operation that takes a file.'), undefined);
  });
}
