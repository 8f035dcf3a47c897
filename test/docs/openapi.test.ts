/**
 * The OpenAPI document (issue 16): what `npm run docs` wrote is what the declarations say; it is a
 * valid OpenAPI 3.1 document by a well-kept validator; every schema in it compiles (JSON Schema
 * 2020-12, every `$ref` resolved); it has every operation, filter, sort key and error code the
 * service has; and the checker that replays the HTTP suite's exchanges against it
 * (test/support/openapi-replay.ts) refuses what it must.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/command/registry.js';
import { renderClientCatalog, renderClientTypes } from '../../src/docs/client-types.js';
import { openApiDocument } from '../../src/docs/openapi/document.js';
import { filterName, sortingName } from '../../src/docs/openapi/envelopes.js';
import { renderOpenApi } from '../../src/docs/openapi/render.js';
import { routeOf } from '../../src/query/declare.js';
import { ERROR_CATALOGUE } from '../../src/http/errors.js';
import { SERVED } from '../../src/resources/registry.js';
import { OpenApiChecker, OpenApiMismatch } from '../support/openapi-replay.js';

const doc = openApiDocument();
const schemas = doc.components.schemas as Record<string, any>;
const props = (name: string) => (schemas[name].anyOf?.[0] ?? schemas[name]).properties as Record<string, unknown>;

it('docs/openapi.json is what the declarations say (run `npm run docs` after changing one)', () => {
  expect(readFileSync('docs/openapi.json', 'utf8')).toBe(renderOpenApi());
});

it('the client\'s generated files are what the document and the declarations say (run `npm run docs`)', async () => {
  expect(readFileSync('client/src/generated/openapi.ts', 'utf8')).toBe(await renderClientTypes());
  expect(readFileSync('client/src/generated/catalog.ts', 'utf8')).toBe(renderClientCatalog());
});

it('is a valid OpenAPI 3.1 document', async () => {
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(renderOpenApi()) as Parameters<Validator['validate']>[0]);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
});

it('every component schema compiles as JSON Schema 2020-12 with every reference resolved', () => {
  const checker = new OpenApiChecker();
  for (const name of Object.keys(schemas)) expect(() => checker.validator({ $ref: `#/components/schemas/${name}` }), name).not.toThrow();
});

it('has every operation of every served resource and every write, and nothing unauthenticated but the public ones', () => {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op: op as any })));
  const at = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);
  for (const served of SERVED) {
    for (const operation of served.operations) {
      expect(at(operation === 'find' ? 'get' : 'post', `/v4/${routeOf(served.decl)}/${operation}`), `${served.decl.path} ${operation}`).toBeDefined();
    }
  }
  for (const command of COMMANDS) expect(at('post', `/v4/${command.path}`)?.op.summary).toBe(command.summary);
  const ids = operations.map((o) => o.op.operationId as string);
  expect(new Set(ids).size).toBe(ids.length);
  const open = operations.filter((o) => o.op.security?.length === 0).map((o) => o.path).sort();
  expect(open).toEqual(['/docs', '/health/live', '/health/ready', '/media/{id}/{file}', '/metrics', '/products/{id}', '/v4/openapi.json', '/v4/products/embed']);
});

it('has every filter and sort key of every resource, with its value kind\'s schema, and every error code', () => {
  for (const { decl } of SERVED) {
    const filters = props(filterName(decl));
    for (const [name, filter] of Object.entries(decl.filters)) expect(filters[name], `${decl.path} ${name}`).toMatchObject(filter.value.jsonSchema);
    expect(Object.keys(filters).sort()).toEqual([...Object.keys(decl.filters), 'and', 'or', 'not'].sort());
    if (decl.envelope.sorting !== 'none') expect(Object.keys(props(sortingName(decl))).sort()).toEqual(Object.keys(decl.sorts).sort());
  }
  expect(schemas.Error.properties.error.properties.code.enum).toEqual(Object.keys(ERROR_CATALOGUE));
});

describe('the exchange checker', () => {
  const checker = new OpenApiChecker();
  /** An answer as light-my-request gives it, made from a status, headers and a body. */
  const answer = (status: number, body: string, type = 'application/json; charset=utf-8') => ({
    statusCode: status,
    headers: { 'content-type': type },
    payload: body,
    rawPayload: Buffer.from(body),
    json: () => JSON.parse(body) as unknown,
  }) as unknown as LightMyRequestResponse;
  const query: InjectOptions = { method: 'POST', url: '/v4/brands/query', payload: { filter: { id: [1] } } };
  const brand = { id: 1, name: 'Brand', logo: null, meta: { createdAt: 1, updatedAt: 2 } };

  it('passes a documented answer to an accepted valid request', () => {
    expect(checker.checkExchange(query, answer(200, JSON.stringify({ meta: { total: 1 }, results: [brand] }))))
      .toEqual({ operation: 'POST /v4/brands/query', status: 200, requestChecked: true });
  });

  it('refuses a result with a member its view does not have, or without one it must have', () => {
    expect(() => checker.checkExchange(query, answer(200, JSON.stringify({ meta: { total: 1 }, results: [{ ...brand, secret: 1 }] })))).toThrow(OpenApiMismatch);
    const { meta: _meta, ...withoutMeta } = brand;
    expect(() => checker.checkExchange(query, answer(200, JSON.stringify({ meta: { total: 1 }, results: [withoutMeta] })))).toThrow(OpenApiMismatch);
  });

  it('refuses an undocumented status or content type, and an error body of another shape', () => {
    expect(() => checker.checkExchange(query, answer(404, '{"error":{"status":404,"code":"not_found","message":"x"}}'))).toThrow(/not documented/);
    expect(() => checker.checkExchange(query, answer(200, '<p>', 'text/html'))).toThrow(/content type/);
    expect(() => checker.checkExchange(query, answer(422, '{"error":{"status":422,"code":"invalid","message":"x"}}'))).toThrow(OpenApiMismatch);
  });

  it('refuses an accepted request that the document says is invalid, and lets a refused one be', () => {
    const bad: InjectOptions = { ...query, payload: { filter: { colour: 'red' } } };
    expect(() => checker.checkExchange(bad, answer(200, JSON.stringify({ meta: { total: 0 }, results: [] })))).toThrow(/request's body/);
    expect(checker.checkExchange(bad, answer(422, '{"error":{"status":422,"code":"validation_failed","message":"x","violations":[{"path":"/filter/colour","message":"y"}]}}'))?.requestChecked).toBe(false);
    const noAgent: InjectOptions = { method: 'GET', url: '/v4/media/find?id=1' };
    expect(() => checker.checkExchange(noAgent, answer(304, ''))).toThrow(/User-Agent/);
  });

  it('checks every line of a stream', () => {
    const line = (index: number, result: unknown) => `${JSON.stringify({ meta: { total: 2, index }, result })}\n`;
    const stream: InjectOptions = { method: 'POST', url: '/v4/products/stream', payload: { filter: {}, sorting: { id: 'ASC' } } };
    expect(() => checker.checkExchange(stream, answer(200, line(0, { id: 'x' }), 'application/x-json-stream'))).toThrow(/stream line 0/);
  });
});
