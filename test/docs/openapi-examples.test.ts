/**
 * The OpenAPI document's examples (docs/api.md "Trying it out"): every operation has a request
 * example and every documented 2xx answer an answer example; each example is valid by its own
 * schema in the document; and every request example, sent over real HTTP to a server serving the
 * demo catalogue of `npm start` (src/cli/demo.ts, loaded here as `serve --demo` loads it) with the
 * demo key, gets a documented 2xx whose answer matches the document (test/support/openapi-replay.ts).
 * The examples run in the order they say (a create that others need first, a delete or a revoke
 * last) and take what they cannot know in advance (an API key's id, a position, a signed link's
 * signature) from the answers before them. The demo's webhook URL is example.com: this machine
 * has no DNS, so the server resolves that name to loopback (where deliveries are refused at once),
 * which WEBHOOK_ALLOW_PRIVATE_NETWORKS lets it reach, rather than sending anything to the internet.
 * One server serves the whole file: the demo takes tens of seconds to load. The examples are the
 * document's, not a store's, so the file runs once (the unit project, on SQLite); what each
 * operation answers on PostgreSQL is the shared HTTP suite's concern (test/http/).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, ensureDemo } from '../../src/cli/demo.js';
import { loadConfig } from '../../src/config.js';
import { createService } from '../../src/server.js';
import { openConfigured } from '../../src/store/open-store.js';
import { type Store } from '../../src/store/store.js';
import { basic } from '../support/catalog.js';
import { OpenApiChecker } from '../support/openapi-replay.js';
import {
  exampleOperations, exampleRequest, exampleValues, jsonBody,
} from '../support/openapi-examples.js';
import { freePort } from '../support/processes.js';
import { createTestDatabase, type TestDatabase } from '../support/store.js';

const checker = new OpenApiChecker();
const operations = exampleOperations(checker);
const twoHundreds = (op: Record<string, any>) => Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));

let dir: string;
let database: TestDatabase;
let store: Store;
let app: FastifyInstance;
let origin: string;
let auth: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-examples-'));
  database = await createTestDatabase(dir);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATABASE_URL: database.url, PORT: String(port), PUBLIC_BASE_URL: origin, MEDIA_DIR: join(dir, 'media'), MEMORY_INDEX_DIR: join(dir, 'index'),
    RATE_LIMIT_PER_MINUTE: '0', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  store = await openConfigured(config);
  const credentials = await ensureDemo(store, config, DEMO_PRODUCTS, () => {});
  auth = basic(credentials!.key, credentials!.secret);
  const resolve = async (host: string) => {
    if (host === 'example.com') return ['127.0.0.1'];
    throw new Error(`no DNS here for ${host}`);
  };
  const service = await createService(config, undefined, store, { resolve });
  app = service.app;
  await app.listen({ port, host: '127.0.0.1' });
  await service.index?.ready();
}, 300_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document\'s examples', () => {
  it('has a request example for every operation and an answer example for every documented 2xx answer with a body', () => {
    const missing: string[] = [];
    for (const { id, op } of operations) {
      const body = jsonBody(checker, op);
      if (op.requestBody && body?.example === undefined) missing.push(`${id}: request body`);
      for (const parameter of ((op.parameters ?? []) as Array<Record<string, any>>).map((p) => checker.resolve(p))) {
        if (parameter.required && parameter.example === undefined) missing.push(`${id}: ${parameter.in} parameter ${parameter.name}`);
      }
      for (const status of twoHundreds(op)) {
        const content = Object.entries((checker.resolve(op.responses[status]).content ?? {}) as Record<string, Record<string, any>>);
        if (content.length === 0) continue;
        // Bytes (a media file: `contentMediaType`) have no example in JSON; its request's example fetches a demo file.
        const unshown = content.filter(([, media]) => media.schema?.contentMediaType === undefined && exampleValues(checker, media).length === 0);
        for (const [type] of unshown) missing.push(`${id}: ${status} ${type} answer`);
      }
    }
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(60);
  });

  it('are each valid by the schema beside them: the requests\' bodies and parameters, the answers, the error bodies', () => {
    const invalid: string[] = [];
    const check = (schema: Record<string, any>, value: unknown, where: string) => {
      const valid = checker.validator(schema);
      if (!valid(value)) invalid.push(`${where}: ${JSON.stringify(valid.errors).slice(0, 400)}`);
    };
    let checked = 0;
    for (const { id, op } of operations) {
      const body = jsonBody(checker, op);
      if (body?.example !== undefined) check(body.schema, body.example, `${id} request`);
      for (const parameter of ((op.parameters ?? []) as Array<Record<string, any>>).map((p) => checker.resolve(p))) {
        if (parameter.example === undefined) continue;
        const schema = checker.resolve(parameter.schema);
        check(schema, schema.type === 'integer' ? Number(parameter.example) : parameter.example, `${id} ${parameter.name}`);
      }
      for (const [status, answer] of Object.entries(op.responses as Record<string, Record<string, any>>)) {
        for (const [type, media] of Object.entries((checker.resolve(answer).content ?? {}) as Record<string, Record<string, any>>)) {
          for (const value of exampleValues(checker, media)) {
            checked += 1;
            if (/json/.test(type)) check(media.schema, value, `${id} ${status} ${type}`);
            else expect(typeof value, `${id} ${status} ${type}`).toBe('string');
          }
        }
      }
    }
    expect(invalid).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});

/**
 * An answer of fetch as the exchange checker reads app.inject's (test/support/openapi-replay.ts):
 * fetch has decoded a compressed body (the OpenAPI document's) already, so it has no encoding left.
 */
async function asInjected(response: Response): Promise<LightMyRequestResponse> {
  const raw = Buffer.from(await response.arrayBuffer());
  const { 'content-encoding': _decoded, ...headers } = Object.fromEntries(response.headers.entries());
  return {
    statusCode: response.status,
    headers,
    payload: raw.toString('utf8'),
    rawPayload: raw,
    json: () => JSON.parse(raw.toString('utf8')) as unknown,
  } as unknown as LightMyRequestResponse;
}

describe('every request example on the demo catalogue, over HTTP, with the demo key', () => {
  it('gets a documented 2xx whose answer matches the document, in the examples\' order', async () => {
    const answers = new Map<string, unknown>();
    const failed: string[] = [];
    for (const operation of operations) {
      const request = exampleRequest(checker, operation, answers, auth);
      const response = await fetch(`${origin}${request.url}`, {
        method: request.method, headers: request.headers, body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const answer = await asInjected(response);
      const where = `${operation.id}: ${request.method} ${request.url} ${JSON.stringify(request.body ?? null).slice(0, 300)} -> ${answer.statusCode} ${answer.payload.slice(0, 300)}`;
      if (!twoHundreds(operation.op).includes(String(answer.statusCode))) {
        failed.push(where);
        continue;
      }
      const injected: InjectOptions = { method: request.method as InjectOptions['method'], url: request.url, headers: request.headers, payload: request.body as InjectOptions['payload'] };
      try {
        expect(checker.checkExchange(injected, answer)?.requestChecked, where).toBe(true);
      } catch (error) {
        failed.push(`${where}\n${(error as Error).message}`);
      }
      if (String(answer.headers['content-type']).startsWith('application/json') && answer.statusCode === 200) answers.set(operation.id, answer.json());
    }
    expect(failed).toEqual([]);
  }, 240_000);
});
