import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderErrors } from '../src/docs/errors.js';
import { renderFields, undocumentedFields } from '../src/docs/fields.js';
import { renderReference } from '../src/docs/reference.js';
import { ERROR_CATALOGUE } from '../src/http/errors.js';
import { products } from '../src/resources/products/resource.js';
import { SERVED } from '../src/resources/registry.js';

it('docs/reference.md is what the declarations say (run `npm run docs` after changing one)', () => {
  expect(readFileSync('docs/reference.md', 'utf8')).toBe(renderReference());
});

it('docs/fields.md is what the record schemas say (run `npm run docs` after changing one)', () => {
  expect(readFileSync('docs/fields.md', 'utf8')).toBe(renderFields());
});

it('docs/errors.md is what the error catalogue says (run `npm run docs` after changing it)', () => {
  expect(readFileSync('docs/errors.md', 'utf8')).toBe(renderErrors());
});

it('lists every products filter and sort key', () => {
  const text = renderReference();
  for (const name of [...Object.keys(products.filters), ...Object.keys(products.sorts)]) expect(text).toContain(`\`${name}\``);
});

it('describes every field of every result object, create body and shape', () => {
  expect(undocumentedFields()).toEqual([]);
});

it('has a section for every served resource, and lists every error code with its status', () => {
  const fields = renderFields();
  for (const { decl } of SERVED) expect(fields).toContain(`\n## ${decl.path}\n`);
  const errors = renderErrors();
  for (const [code, { status }] of Object.entries(ERROR_CATALOGUE)) expect(errors).toContain(`| ${status} | \`${code}\` |`);
});

it('the README\'s Endpoints table names every operation of the OpenAPI document, and nothing outside the table', () => {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### Endpoints'), readme.indexOf('\n## ', readme.indexOf('### Endpoints')));
  const lines = section.split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const last = lines.findLastIndex((l) => l.startsWith('|'));
  // One table: no row stranded after a blank line.
  expect(lines.slice(first, last + 1).every((l) => l.startsWith('|'))).toBe(true);
  const table = lines.slice(first, last + 1).join('\n');
  // Brace lists (`/v4/{a,b}/find`) and `<resource>/query` stand for each path they name.
  const named = new Set<string>();
  for (const [code] of table.matchAll(/`[^`]+`/g)) {
    const text = code.slice(1, -1).replace(/\?.*$/, '').replace(/^(GET|POST) /, '');
    const brace = /\{([^}]+,[^}]+)\}/.exec(text);
    for (const part of brace ? brace[1]!.split(',') : ['']) named.add(brace ? text.replace(brace[0], part) : text);
  }
  const resources = /\| query \(paged\) \| ([^|]+)—/.exec(table)![1]!.match(/`([a-z-]+)`/g)!.map((r) => r.slice(1, -1));
  for (const r of resources) named.add(`/v4/${r}/query`);
  const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as { paths: Record<string, unknown> };
  const missing = Object.keys(document.paths)
    .map((p) => p.replace('{id}', '<id>').replace('{file}', '<file>'))
    .filter((p) => !named.has(p) && !['/v4/openapi.json', '/docs'].includes(p));
  expect(missing).toEqual([]);
});
