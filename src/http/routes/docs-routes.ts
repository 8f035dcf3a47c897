/**
 * The documentation routes (issue 16), without credentials: GET /v4/openapi.json, the OpenAPI
 * document built from the declarations (src/docs/openapi/), and GET /docs, a page that renders it
 * with Swagger UI, whose files come from the installed `swagger-ui-dist` package: nothing is
 * fetched from the internet, by the server or by the browser.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { renderOpenApi } from '../../docs/openapi/render.js';
import { ApiError } from '../errors.js';
import { HTML_TYPE, JSON_TYPE } from '../content-types.js';

/** The renderer's files the page loads, with their types; any other name is a 404. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/v4/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalog Data API v4</title>
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>
`;

/** Scripts and styles of this server only; try-it requests go to this server. */
const POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

const rendererDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function registerDocsRoutes(app: FastifyInstance): void {
  let document: string | undefined;
  const cache = new Map<string, Buffer>();

  app.get('/v4/openapi.json', async (_request, reply) => {
    document ??= renderOpenApi();
    return reply.type(JSON_TYPE).header('Cache-Control', 'public, max-age=300').send(document);
  });

  app.get('/docs', async (_request, reply) =>
    reply.type(HTML_TYPE).header('Content-Security-Policy', POLICY).send(PAGE));

  app.get<{ Params: { file: string } }>('/docs/assets/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(INIT);
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) throw new ApiError('not_found', 'There is no such file of the documentation page.');
    let body = cache.get(file);
    if (!body) {
      body = await readFile(join(rendererDir(), file));
      cache.set(file, body);
    }
    return reply.type(type).header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
