/**
 * The error reference (docs/errors.md), rendered from the error catalogue (src/http/errors.ts):
 * a code added there is documented here, and a test checks docs/errors.md against this.
 */
import { ERROR_CATALOGUE, errorBody } from '../http/errors.js';

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderErrors(): string {
  const example = JSON.parse(errorBody('validation_failed', 'The request does not match the schema of this operation.', [
    { path: '/filter/status', message: 'must be one of active, inactive, replaced, no_selection' },
  ])) as unknown;
  const rows = Object.entries(ERROR_CATALOGUE)
    .map(([code, e]) => `| ${e.status} | \`${code}\` | ${cell(e.when)} | ${cell(e.action)} |`);
  return [
    '# Errors', '',
    '<!-- Generated from src/http/errors.ts by `npm run docs`; do not edit. -->', '',
    'Every refusal, whatever part of the server makes it (the HTTP parser included), answers with a JSON body of',
    'one shape and an `X-Request-Id` header:', '',
    '```json', JSON.stringify(example, null, 2), '```', '',
    '- `status` repeats the HTTP status; `code` is one of the codes below and never changes for a given',
    '  situation: program against the code, not the message, which is a sentence for a person and may be',
    '  reworded.',
    '- `violations` comes only with `validation_failed`: every problem found in the request, each with a',
    '  `path` (a JSON Pointer into the body, such as `/filter/and/1/brand/0`, or `/query/<name>` for a',
    '  query-string parameter) and a `message` that says what was expected.',
    '- No answer carries a stack trace, SQL, a file path or a secret, and none repeats the request back.',
    '- `X-Request-Id` is the id under which the server logged the request: quote it when reporting a problem.', '',
    'The embed card and the public page answer browsers with a small HTML page instead, and with this body when',
    'the request\'s `Accept` prefers `application/json`.', '',
    'A stream that has sent its first line cannot change its status any more: when it fails midway it ends with',
    'one last line `{"error": {...}}`, of the same shape and code as the answer a request would have got, and',
    'closes.', '',
    '## Codes', '',
    '| status | code | when | what to do |', '|---|---|---|---|', ...rows, '',
    '## Order of checks', '',
    'When a request has several problems, the first check that fails answers:', '',
    '1. the path and method (404, 405);',
    '2. authentication (401; 429 when too many authentications failed from the address or for the key);',
    '3. the rate limit (429);',
    '4. the subscription: does it include this operation (403);',
    '5. headers, content type and body size (400 `user_agent_required`, 415, 413), then whether the body is JSON (400);',
    '6. the operation\'s rules for the body (422, with every violation);',
    '7. the records the body names: the one a top-level id names (404 when unknown), unknown references inside the body (422), the caller\'s right to them (403), `If-Match` (412), a value already taken (409);',
    '8. the operation itself (404 for a find of an unknown id, 422 `result_window_exceeded`, 503).',
    '',
  ].join('\n');
}
