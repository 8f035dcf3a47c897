/**
 * `npm run docs`: rewrites the generated references in docs/ (the OpenAPI document among them) and
 * the client's generated types (client/src/generated/) from the declarations.
 */
import { writeFileSync } from 'node:fs';
import { renderErrors } from './errors.js';
import { renderFields } from './fields.js';
import { renderClientCatalog, renderClientTypes } from './client-types.js';
import { renderOpenApi } from './openapi/render.js';
import { renderReference } from './reference.js';

const write = (name: string, text: string) => writeFileSync(new URL(`../../../docs/${name}`, import.meta.url), text);
write('reference.md', renderReference());
write('fields.md', renderFields());
write('errors.md', renderErrors());
write('openapi.json', renderOpenApi());
const client = (name: string, text: string) => writeFileSync(new URL(`../../../client/src/generated/${name}`, import.meta.url), text);
client('openapi.ts', await renderClientTypes());
client('catalog.ts', renderClientCatalog());
