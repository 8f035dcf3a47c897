// A slow consumer of a products stream through the built client (client/dist), in its own process
// so that its memory is the client's alone (test/client/stream-memory.test.ts). Run with
// --expose-gc; prints one JSON line: lines read, whether they came in order, the streamed bytes,
// and memory after a forced collection at the start, after a long pause, and at its highest.
import { setTimeout as sleep } from 'node:timers/promises';
import { CatalogClient } from '../../client/dist/index.js';

const [baseUrl, key, secret] = process.argv.slice(2);
const client = new CatalogClient({ baseUrl, key, secret, application: 'stream memory test' });
const memory = () => {
  globalThis.gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.arrayBuffers };
};
let lines = 0;
let ordered = true;
let bytes = 0;
let baseline;
let paused;
let peak = { rss: 0, heap: 0 };
for await (const line of client.stream('products', { filter: {}, sorting: { id: 'ASC' } })) {
  if (line.meta.index !== lines) ordered = false;
  lines++;
  // Every 50th line's size stands for its 50: serializing all of them would be most of the work.
  if (lines % 50 === 0) bytes += 50 * (JSON.stringify(line).length + 1);
  if (lines === 1_000) {
    baseline = memory();
    // Much slower than the server: without back-pressure, the rest of the stream would pile up here.
    await sleep(3_000);
    paused = memory();
  } else if (lines % 5_000 === 0) {
    await sleep(100);
    const now = memory();
    peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heap) };
  }
}
process.stdout.write(`${JSON.stringify({ lines, ordered, bytes, baseline, paused, peak })}\n`);
