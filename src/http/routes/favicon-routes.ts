/**
 * GET /favicon.ico: the icon the embed card and the public page link to, and that browsers and
 * crawlers ask for at the root of a site anyway (docs/api.md "The embed card and the public
 * page"). It is the 32 x 32 PNG of the installed `swagger-ui-dist` package, the same file the docs
 * page shows (/docs/assets/favicon-32x32.png): nothing to keep in this repository, nothing from
 * the internet. No credentials, as for the pages.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FastifyInstance } from 'fastify';

/** 30 days: the icon changes only with the package, and a stale one for a while harms nobody. */
export const FAVICON_MAX_AGE = 30 * 86_400;

const iconFile = () => join(dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), 'favicon-32x32.png');

export function registerFaviconRoutes(app: FastifyInstance): void {
  let icon: { body: Buffer; etag: string } | undefined;

  app.get('/favicon.ico', async (request, reply) => {
    if (!icon) {
      const body = await readFile(iconFile());
      icon = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    reply.header('Cache-Control', `public, max-age=${FAVICON_MAX_AGE}`).header('ETag', icon.etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
    // A PNG under the .ico name: every browser reads an icon by its content type.
    return reply.type('image/png').send(icon.body);
  });
}
