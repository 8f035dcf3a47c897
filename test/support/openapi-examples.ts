/**
 * The OpenAPI document's examples as the examples test reads them (test/docs/openapi-examples.test.ts):
 * every operation with its request example made into a request (path, query and header
 * parameters from their `example`s, the JSON body from the request body's `example`), the order
 * the examples say they run in, and the members each takes from an earlier answer
 * (src/docs/openapi/examples/write-examples.ts `LiveValue`).
 */
import { COMMANDS } from '../../src/command/registry.js';
import { operationId } from '../../src/docs/openapi/names.js';
import { otherRequestExamples } from '../../src/docs/openapi/examples/other-examples.js';
import { writeExample, type LiveValue } from '../../src/docs/openapi/examples/write-examples.js';
import { type OpenApiChecker } from './openapi-replay.js';

type Obj = Record<string, any>;

export interface ExampleOperation {
  id: string;
  method: string;
  template: string;
  op: Obj;
  order: number;
  live: readonly LiveValue[];
}

/** Every operation of the document, `first` examples first and `last` ones last, else in the document's order. */
export function exampleOperations(checker: OpenApiChecker): ExampleOperation[] {
  const others = otherRequestExamples();
  const runs = new Map<string, { order?: 'first' | 'last'; live?: readonly LiveValue[] }>(Object.entries(others));
  for (const command of COMMANDS) {
    const example = writeExample(command.path);
    if (example) runs.set(operationId(command.path), example);
  }
  const rank = (order: 'first' | 'last' | undefined) => (order === 'first' ? 0 : order === 'last' ? 2 : 1);
  const operations = Object.entries(checker.doc.paths).flatMap(([template, item]) => Object.entries(item).map(([method, op]) => {
    const id = String((op as Obj).operationId);
    const run = runs.get(id);
    return { id, method: method.toUpperCase(), template, op: op as Obj, order: rank(run?.order), live: run?.live ?? [] };
  }));
  return operations.map((o, i) => ({ o, i })).sort((a, b) => a.o.order - b.o.order || a.i - b.i).map(({ o }) => o);
}

/** The JSON media type of an operation's request body, if it has one. */
export const jsonBody = (checker: OpenApiChecker, op: Obj): Obj | undefined =>
  (op.requestBody ? checker.resolve(op.requestBody).content?.['application/json'] : undefined);

/** The example values of a media type: `example`, or each of `examples` that has a `value` (resolved). */
export function exampleValues(checker: OpenApiChecker, media: Obj): unknown[] {
  if (media.example !== undefined) return [media.example];
  return Object.values((media.examples ?? {}) as Obj).map((e) => checker.resolve(e as Obj)).filter((e) => 'value' in e).map((e) => e.value);
}

/** Reads a JSON Pointer of a value. */
export const at = (value: unknown, pointer: string): unknown =>
  pointer.split('/').slice(1).reduce<unknown>((v, key) => (v as Obj | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], value);

export interface ExampleRequest { url: string; method: string; headers: Record<string, string>; body?: unknown }

/**
 * The request an operation's examples make, with the members that come from earlier answers
 * (`answers`, by operation id) put in; `auth` for the operations that need credentials.
 */
export function exampleRequest(checker: OpenApiChecker, operation: ExampleOperation, answers: Map<string, unknown>, auth: string): ExampleRequest {
  const { op, template, method, live } = operation;
  const taken = new Map<string, unknown>();
  for (const value of live) {
    const answer = answers.get(value.from);
    if (answer === undefined) throw new Error(`${operation.id} takes ${value.at} from ${value.from}, which has not answered`);
    const found = at(answer, value.pointer);
    taken.set(value.at, value.param ? new URL(String(found)).searchParams.get(value.param) : found);
  }
  let path = template;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of ((op.parameters ?? []) as Obj[]).map((p) => checker.resolve(p))) {
    const given = taken.get(`${parameter.in}/${parameter.name}`) ?? parameter.example;
    if (given === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(given)));
    else if (parameter.in === 'query') query.set(parameter.name, String(given));
    else if (parameter.in === 'header') headers[String(parameter.name).toLowerCase()] = String(given);
  }
  if (op.security?.length !== 0) headers.authorization = auth;
  const media = jsonBody(checker, op);
  let body: unknown;
  if (media?.example !== undefined) {
    body = structuredClone(media.example);
    for (const [where, value] of taken) {
      if (!where.startsWith('/')) continue;
      const keys = where.split('/').slice(1);
      const parent = keys.slice(0, -1).reduce<Obj>((v, key) => v[key], body as Obj);
      parent[keys.at(-1)!] = value;
    }
    headers['content-type'] = 'application/json';
  }
  const search = query.toString();
  return { url: `${path}${search ? `?${search}` : ''}`, method, headers, body };
}
