/** `npm run docs`: rewrites docs/reference.md from the declarations. */
import { writeFileSync } from 'node:fs';
import { renderReference } from './reference.js';

writeFileSync(new URL('../../../docs/reference.md', import.meta.url), renderReference());
