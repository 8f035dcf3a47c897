import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderReference } from '../src/docs/reference.js';
import { products } from '../src/resources/products/resource.js';

it('docs/reference.md is what the declarations say (run `npm run docs` after changing one)', () => {
  expect(readFileSync('docs/reference.md', 'utf8')).toBe(renderReference());
});

it('lists every products filter and sort key', () => {
  const text = renderReference();
  for (const name of [...Object.keys(products.filters), ...Object.keys(products.sorts)]) expect(text).toContain(`\`${name}\``);
});
