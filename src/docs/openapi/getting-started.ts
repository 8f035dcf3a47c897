/**
 * The getting-started text of the OpenAPI document: what the docs page (/docs) shows above the
 * operations. It repeats the essentials of docs/api.md in a few lines; the rules themselves are
 * in the operations' schemas.
 */
export const GETTING_STARTED = `
Health and pharmacy products (with their media, brands, organizations, categories, news and
corrections) over HTTP and JSON. Every operation is under \`/v4\`; reads are \`POST\` requests with
a JSON body, except the single-record \`GET .../find?id=\`.

## Getting started

**A key.** Every \`/v4\` operation needs an API key, sent with HTTP Basic authentication (the key id
as the username, its secret as the password). \`npm install && npm start\` serves a demo catalogue and
prints a working request with a demo administrator's key; on a server you run, an operator makes keys
with \`npx catalog keys create --user <id>\`, and a user makes more with \`POST /v4/api-keys/create\`.
The secret is shown once. Here, press **Authorize** and enter the key and secret to try requests:
every operation's example works as it is on the demo catalogue with the demo key (the write
examples change the demo; docs/api.md "Trying it out").

**A first request.**

    curl -s -u 'KEY:SECRET' -H 'Content-Type: application/json' \\
      -d '{"filter": {"status": "active"}, "sorting": {"id": "ASC"}, "page": {"no": 0, "size": 10}}' \\
      http://127.0.0.1:8080/v4/products/query

**Paging.** \`page\` is \`{"no", "size"}\` with \`no\` from 0 and \`size\` 10, 50, 100 or 250;
\`meta.total\` is the exact number of matches. Ties in \`sorting\` are broken by \`id\`, so pages are
stable. Products and media can be paged up to their 10,000th result; past it, use the stream.

**Streams.** \`POST /v4/products/stream\` (and \`/v4/media/stream\`) takes the same \`filter\` and
\`sorting\` without \`page\` and answers every match as NDJSON (\`application/x-json-stream\`): one
\`{"meta": {"total", "index"}, "result": {...}}\` per line. Read it line by line; a slow reader slows
the server rather than filling memory. A stream that fails midway ends with one \`{"error": ...}\` line.

**Syncing.** Pull everything once by stream, then ask for what changed since your last sync:
\`{"filter": {"updatedSince": T}, "sorting": {"touchedAt": "ASC"}}\` with \`T\` the unix time your
previous sync started. Every change, including one to a brand or media item a product embeds,
gives the product a new \`meta.updatedAt\`; deleted products are returned with \`deleted: true\`.

**Rate limits.** Each key may send a limited number of requests in any rolling minute (100 by
default); answers carry \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`. Past the
limit the answer is 429 with \`Retry-After\` (seconds): wait that long. A 503 (\`unavailable\`,
\`query_timeout\`) is worth retrying with a growing pause.

**Errors.** Every refusal has the body \`{"error": {"status", "code", "message", "violations"?}}\`;
program against \`code\`. \`violations\` lists every problem of a request body (422), each with a JSON
Pointer \`path\`.

**Writes.** Creates take an \`Idempotency-Key\` header: a retry with the same key and body answers
the first answer again. Updates take \`If-Match\` with the record's \`ETag\`.
`.trim();
