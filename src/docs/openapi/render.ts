/** The document as served and as written to docs/openapi.json: one text, so both are the same bytes. */
import { openApiDocument } from './document.js';

export const renderOpenApi = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
