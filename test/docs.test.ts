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
