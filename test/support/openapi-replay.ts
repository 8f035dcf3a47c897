/**
 * The OpenAPI document checked against every exchange of the HTTP test suite (issue 16): each
 * `app.inject()` of a test catalogue goes through `checkExchange`, which finds the documented
 * operation, and fails the test when
 * - the answer's status is not documented for the operation,
 * - the answer's content type is not one the operation documents, or its body (every line of a
 *   stream) does not match the documented schema, or a documented integer header is not one,
 * - the server accepted the request (2xx, 304) and the request is not valid by the document:
 *   its body against the request schema, its content type, its required and typed parameters.
 * Requests the server refused may be invalid: that is what most refusal tests send. Every checked
 * exchange is counted in CATALOG_OPENAPI_REPLAY_DIR, and the test run's summary lists them.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { openApiDocument } from '../../src/docs/openapi/document.js';
import { STREAM_CONTENT_TYPE } from '../../src/http/content-types.js';

type Obj = Record<string, any>;
const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;
const DOC_ID = 'https://catalog-api.local/openapi.json';

export class OpenApiMismatch extends Error {}

/** A content type without its parameters; media types are case-insensitive (RFC 9110). */
const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

interface Operation { method: string; template: string; pattern: RegExp; op: Obj }

export class OpenApiChecker {
  readonly doc = openApiDocument();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly compiled = new WeakMap<Obj, ValidateFunction>();
  private readonly operations: Operation[] = [];

  constructor() {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: this.doc.components }, DOC_ID);
    for (const [template, item] of Object.entries(this.doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      for (const [method, op] of Object.entries(item)) this.operations.push({ method: method.toUpperCase(), template, pattern, op: op as Obj });
    }
  }

  /** Resolves a `$ref` of the document (components only). */
  resolve<T = Obj>(value: Obj): T {
    if (typeof value.$ref !== 'string') return value as T;
    const [, ...parts] = (value.$ref as string).split('/');
    return this.resolve(parts.reduce<Obj>((at, part) => at[part], this.doc as Obj));
  }

  /** A validator of a schema of the document; `$ref`s resolve against its components. */
  validator(schema: Obj): ValidateFunction {
    let fn = this.compiled.get(schema);
    if (!fn) {
      const rebased = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, `"${DOC_ID}#/components/`)) as Obj;
      fn = this.ajv.compile(rebased);
      this.compiled.set(schema, fn);
    }
    return fn;
  }

  find(method: string, path: string): Operation | undefined {
    return this.operations.find((o) => o.method === method && o.pattern.test(path));
  }

  private fail(where: string, what: string, errors?: unknown): never {
    throw new OpenApiMismatch(`OpenAPI mismatch at ${where}: ${what}${errors ? `\n${JSON.stringify(errors, null, 1).slice(0, 2000)}` : ''}`);
  }

  private check(schema: Obj, value: unknown, where: string, what: string): void {
    const fn = this.validator(schema);
    if (!fn(value)) this.fail(where, what, fn.errors);
  }

  /** Checks one exchange; answers what was checked, or undefined for a path the document does not have. */
  checkExchange(request: InjectOptions, response: LightMyRequestResponse): { operation: string; status: number; requestChecked: boolean } | undefined {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = new URL(String(request.url ?? request.path ?? '/'), 'http://x');
    if (request.query && typeof request.query === 'object') {
      for (const [name, value] of Object.entries(request.query)) for (const v of [value].flat()) url.searchParams.append(name, v);
    }
    const operation = this.find(method, url.pathname);
    if (!operation) return undefined;
    const where = `${method} ${operation.template} -> ${response.statusCode}`;
    this.checkResponse(operation, response, where);
    const accepted = (response.statusCode >= 200 && response.statusCode < 300) || response.statusCode === 304;
    if (accepted) this.checkRequest(operation, request, url, where);
    return { operation: `${method} ${operation.template}`, status: response.statusCode, requestChecked: accepted };
  }

  private checkResponse(operation: Operation, response: LightMyRequestResponse, where: string): void {
    const responses = operation.op.responses as Obj;
    const documented = responses[String(response.statusCode)];
    if (!documented) this.fail(where, `status ${response.statusCode} is not documented (documented: ${Object.keys(responses).join(', ')})`);
    const answer = this.resolve(documented);
    for (const [name, ref] of Object.entries((answer.headers ?? {}) as Obj)) {
      const value = response.headers[name.toLowerCase()];
      if (value !== undefined && this.resolve(this.resolve(ref).schema ?? {}).type === 'integer' && !/^[0-9]+$/.test(String(value))) {
        this.fail(where, `header ${name} is not an integer: ${String(value)}`);
      }
    }
    const content = answer.content as Obj | undefined;
    const type = String(response.headers['content-type'] ?? '');
    if (!content) {
      if (response.rawPayload.length > 0) this.fail(where, 'a body where the document says none');
      return;
    }
    const base = mediaType(type);
    const media = Object.keys(content).find((k) => mediaType(k) === base);
    if (!media) this.fail(where, `content type ${type} is not documented (documented: ${Object.keys(content).join(', ')})`);
    const schema = content[media].schema as Obj;
    // A body sent compressed (the documentation routes, src/http/compressed.ts) is read as the client reads it.
    const encoding = response.headers['content-encoding'];
    const raw = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : undefined;
    if (base === 'application/json') this.check(schema, raw ? JSON.parse(raw.toString('utf8')) : response.json(), where, 'the body does not match its schema');
    else if (base === STREAM_CONTENT_TYPE) {
      const text = response.payload;
      if (!text.endsWith('\n')) this.fail(where, 'a stream whose last line does not end in a newline');
      text.slice(0, -1).split('\n').forEach((line, i) => this.check(schema, JSON.parse(line), where, `stream line ${i} does not match its schema`));
    }
  }

  private checkRequest(operation: Operation, request: InjectOptions, url: URL, where: string): void {
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const parameters = ((operation.op.parameters ?? []) as Obj[]).map((p) => this.resolve(p));
    for (const parameter of parameters) {
      const raw = parameter.in === 'query' ? url.searchParams.get(parameter.name) ?? undefined
        : parameter.in === 'header' ? headers[String(parameter.name).toLowerCase()] : undefined;
      if (parameter.in === 'path') continue;
      if (raw === undefined) {
        if (parameter.required) this.fail(where, `the accepted request lacks the required ${parameter.in} parameter ${parameter.name}`);
        continue;
      }
      const schema = this.resolve(parameter.schema) as Obj;
      const value = schema.type === 'integer' && /^-?[0-9]+$/.test(String(raw)) ? Number(raw) : String(raw);
      this.check(schema, value, where, `the accepted request's ${parameter.in} parameter ${parameter.name} is not valid`);
    }
    // A GET's body is not read: the document says nothing about it.
    if (operation.method === 'GET') return;
    const body = operation.op.requestBody ? this.resolve(operation.op.requestBody) : undefined;
    const payload = request.payload ?? request.body;
    // An empty or blank body is no body (docs/contract.md §1).
    const present = payload !== undefined && !((typeof payload === 'string' || Buffer.isBuffer(payload)) && payload.toString().trim().length === 0);
    if (!body) {
      if (present) this.fail(where, 'the accepted request has a body where the document takes none');
      return;
    }
    if (!present) {
      if (body.required) this.fail(where, 'the accepted request has no body where the document requires one');
      return;
    }
    const sent = mediaType(String(headers['content-type'] ?? 'application/json'));
    if (!body.content[sent]) this.fail(where, `the accepted request's content type ${sent} is not documented`);
    if (sent !== 'application/json' || typeof (payload as Obj).pipe === 'function') return;
    const value = typeof payload === 'string' || Buffer.isBuffer(payload) ? JSON.parse(payload.toString()) : payload;
    this.check(body.content[sent].schema, value, where, 'the accepted request\'s body does not match its schema');
  }
}

let shared: OpenApiChecker | undefined;

/** Wraps `app.inject` so that every exchange a test makes is checked against the document. */
export function checkExchanges(app: FastifyInstance): void {
  shared ??= new OpenApiChecker();
  const checker = shared;
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const dir = process.env.CATALOG_OPENAPI_REPLAY_DIR;
  (app as { inject: unknown }).inject = async (options: InjectOptions | string) => {
    const request = typeof options === 'string' ? { url: options } : options;
    const response = await inject(request);
    const checked = checker.checkExchange(request, response);
    if (dir) appendFileSync(join(dir, `${process.pid}.ndjson`), `${JSON.stringify(checked ?? { unmatched: `${request.method ?? 'GET'} ${response.statusCode}` })}\n`);
    return response;
  };
}
