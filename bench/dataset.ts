/**
 * The bench catalogue: generated once per (products, seed) into the git-ignored .bench-cache and
 * reused by later runs.
 */
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { generateCatalog } from '../src/generate/index.js';

export const CACHE = join(process.cwd(), '.bench-cache');

export async function ensureDataset(products: number, seed: number, log: (s: string) => void): Promise<string> {
  const dir = join(CACHE, `catalog-${products}-seed${seed}`);
  const marker = join(dir, '.complete');
  if (existsSync(marker)) return dir;
  rmSync(dir, { recursive: true, force: true });
  log(`generating ${products} products into ${dir} (once; cached for later runs)`);
  const started = performance.now();
  let shown = 0;
  await generateCatalog(dir, {
    products, seed, onProgress: (done, total) => {
      if (done - shown >= total / 10) {
        shown = done;
        log(`  ${done}/${total}`);
      }
    },
  });
  writeFileSync(marker, `${JSON.stringify({ products, seed, seconds: (performance.now() - started) / 1000 })}\n`);
  log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

export function generationSeconds(dir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(join(dir, '.complete'), 'utf8')) as { seconds: number }).seconds;
  } catch {
    return undefined;
  }
}

/** The first `n` records of a bulk file, to pick realistic query values from. */
export async function sample(dir: string, file: string, n: number): Promise<Array<Record<string, any>>> {
  const out: Array<Record<string, any>> = [];
  const lines = createInterface({ input: createReadStream(join(dir, file), 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line) out.push(JSON.parse(line));
    if (out.length >= n) break;
  }
  lines.close();
  return out;
}
