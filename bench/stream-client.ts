/**
 * The stream client of the bench, run in a process of its own. Run inside the bench process,
 * after the load phases, the same client used 80% of a core (top) and the products stream
 * measured 17.4 s; from a fresh process, 11.8 s, on the same server and store.
 */
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface StreamRun { lines: number; seconds: number; firstLineMs: number }

/**
 * Reads a whole stream as a light client: it keeps only the tail, and takes the line count from
 * the last line's meta.index (checked against meta.total), so the client's own work does not
 * compete with the server for this 2-core machine.
 */
export function streamAll(port: number, auth: string, path = '/v4/products/stream'): Promise<StreamRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstLineMs = -1;
    let tail: Buffer = Buffer.alloc(0);
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers: { authorization: auth, 'content-type': 'application/json', 'user-agent': 'catalog-bench/1.0' } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (firstLineMs < 0) firstLineMs = performance.now() - started;
        tail = chunk.length >= 1 << 16 ? chunk : Buffer.concat([tail, chunk]).subarray(-(1 << 16));
      });
      res.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        const text = tail.toString('utf8');
        const last = text.slice(text.lastIndexOf('\n', text.length - 2) + 1).trim();
        const meta = (JSON.parse(last) as { meta: { total: number; index: number } }).meta;
        if (meta.index + 1 !== meta.total) reject(new Error(`stream ended at index ${meta.index} of ${meta.total}`));
        else resolve({ lines: meta.total, seconds, firstLineMs });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ filter: {}, sorting: { id: 'ASC' } }));
  });
}


/** Runs `streamAll` in a new Node process and returns what it measured. */
export function streamInChild(port: number, auth: string, path = '/v4/products/stream'): Promise<StreamRun> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [fileURLToPath(import.meta.url), String(port), auth, path], (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as StreamRun);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, auth, path] = process.argv.slice(2);
  streamAll(Number(port), auth!, path).then((run) => process.stdout.write(`${JSON.stringify(run)}\n`), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
