/**
 * The documentation routes (issue 16), without credentials: GET /v4/openapi.json, the OpenAPI
 * document built from the declarations (src/docs/openapi/), and GET /docs, a page that renders it
 * with Swagger UI, whose files come from the installed `swagger-ui-dist` package: nothing is
 * fetched from the internet, by the server or by the browser. The document and the renderer's
 * files are sent compressed, with ETags (../compressed.ts), and the page asks for the document
 * while the renderer's script still loads (docs/performance.md "The docs page").
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';
import { CompressedBody } from '../compressed.js';
import { HTML_TYPE, JSON_TYPE } from '../content-types.js';

/** The renderer's files the page loads, with their types; any other name is a 404. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * On load, Swagger UI resolves the document's security schemes, and for an OpenAPI 3.1 document
 * that resolution reads the whole document (its ApiDOM strategy) and readies what opening an
 * operation needs: the first operations showed only after it, about 2 s later on a busy 2-core
 * machine (docs/performance.md "The docs page"). Ours have no $ref to resolve and Authorize reads
 * them from the document as written, so it is made once the operations are on screen instead.
 */
const INIT = `window.addEventListener('load', function () {
  function securitySchemesAfterFirstPaint() {
    return { statePlugins: { spec: { wrapActions: { requestResolvedSubtree: function (original) {
      return function (path) {
        if (path.join('/') !== 'components/securitySchemes') return original(path);
        var waited = 0;
        (function later() {
          var shown = document.querySelector('#docs .opblock') || ++waited > 100;
          setTimeout(shown ? function () { original(path); } : later, 100);
        })();
      };
    } } } } };
  }
  window.ui = SwaggerUIBundle({
    url: '/v4/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    tryItOutEnabled: false,
    plugins: [securitySchemesAfterFirstPaint],
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalog Data API v4</title>
<link rel="preload" href="/v4/openapi.json" as="fetch" crossorigin>
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

export function registerDocsRoutes(app: FastifyInstance, openApi: () => string): void {
  // Built and compressed on the first request, then kept: the declarations do not change while the process runs.
  const document = new CompressedBody(openApi);
  const assets = new Map(Object.keys(ASSETS).map((file) => [file, new CompressedBody(() => readFile(join(rendererDir(), file)))]));

  app.get('/v4/openapi.json', async (request, reply) => document.send(request, reply, JSON_TYPE, 'public, max-age=300'));

  app.get('/docs', async (_request, reply) =>
    reply.type(HTML_TYPE).header('Content-Security-Policy', POLICY).send(PAGE));

  app.get<{ Params: { file: string } }>('/docs/assets/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(INIT);
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) throw new ApiError('not_found', 'There is no such file of the documentation page.');
    return assets.get(file)!.send(request, reply, type, 'public, max-age=86400');
  });
}
