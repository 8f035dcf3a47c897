/** `npm run docs`: rewrites the generated references in docs/ from the declarations. */
import { writeFileSync } from 'node:fs';
import { renderErrors } from './errors.js';
import { renderFields } from './fields.js';
import { renderOpenApi } from './openapi/render.js';
import { renderReference } from './reference.js';

const write = (name: string, text: string) => writeFileSync(new URL(`../../../docs/${name}`, import.meta.url), text);
write('reference.md', renderReference());
write('fields.md', renderFields());
write('errors.md', renderErrors());
write('openapi.json', renderOpenApi());
