// A program of a project that installed the packed client (test/client/install.test.ts copies it
// there): it imports `catalog-api-client` by its name, as client/README.md "Installing" says an
// integrator does, and prints one JSON line of what it saw.
// Arguments: the server's base URL, a key and its secret, and a URL where nothing listens.
import { createHmac, randomBytes } from 'node:crypto';
import { CatalogClient, CLIENT_VERSION, ConnectionError, verifyWebhook } from 'catalog-api-client';

const [baseUrl, key, secret, nowhere] = process.argv.slice(2);

const client = new CatalogClient({ baseUrl, key, secret, application: 'install test' });
const page = await client.query('brands', { sorting: { id: 'ASC' }, page: { no: 0, size: 10 } });

const lost = await new CatalogClient({ baseUrl: nowhere, key, secret, retries: 0 }).query('brands').catch((error) => error);

// A ping signed as docs/webhooks.md says the server signs one (Standard Webhooks), with a new secret.
const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({ type: 'catalog.ping', timestamp: new Date().toISOString(), data: {} });
const id = `msg_${randomBytes(8).toString('hex')}`;
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = createHmac('sha256', Buffer.from(webhookSecret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${body}`).digest('base64');
const event = await verifyWebhook(webhookSecret, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }, body);
const forged = await verifyWebhook(webhookSecret, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }, `${body} `)
  .then(() => 'verified', (error) => error.name);

console.log(JSON.stringify({
  resolved: import.meta.resolve('catalog-api-client'),
  version: CLIENT_VERSION,
  total: page.meta.total,
  ids: page.results.map((brand) => brand.id),
  lost: { connectionError: lost instanceof ConnectionError, cause: lost.cause?.cause?.code },
  event: event.type,
  forged,
}));
