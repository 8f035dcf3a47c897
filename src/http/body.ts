/**
 * Request bodies (decisions section 1): JSON only, any charset parameter, 1 MiB at most; an
 * empty body is "no body". Anything else is refused before a handler runs.
 */
import { type FastifyInstance } from 'fastify';
import { jsonProblem } from '../text/json-error.js';
import { ApiError } from './errors.js';

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
}
