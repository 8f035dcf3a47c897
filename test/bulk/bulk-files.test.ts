/**
 * Which files of an import directory are bulk files (src/bulk/bulk-files.ts): a misnamed `.ndjson`
 * file refuses the import, naming the bulk file it most likely meant, whether or not the directory
 * holds real bulk files too, and the directory's own problems name the directory. All of it is
 * decided before anything is read or written: the store here refuses every write.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closestName, strayFiles } from '../../src/bulk/bulk-files.js';
import { ImportError, importDirectory, problemText } from '../../src/bulk/import.js';
import { generateCatalog } from '../../src/generate/index.js';
import { RESOURCE_NAMES } from '../../src/resources/records.js';
import { STORED } from '../../src/resources/registry.js';
import { type Store } from '../../src/store/store.js';

const BULK = RESOURCE_NAMES.map((n) => `${n}.ndjson`);
const noWrites = { write: () => Promise.reject(new Error('the store was written to')) } as unknown as Store;

let dir: string;
let generated: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bulk-files-'));
  generated = join(dir, 'generated');
  await generateCatalog(generated, { products: 5, seed: 4 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A directory of generated bulk files, each copied under the name its pair gives. */
function folder(name: string, files: Array<[from: string, to: string]>): string {
  const at = join(dir, name);
  mkdirSync(at);
  for (const [from, to] of files) copyFileSync(join(generated, from), join(at, to));
  return at;
}

async function rejection(path: string): Promise<string[]> {
  const error = await importDirectory(noWrites, path, STORED).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  return (error as ImportError).problems.map(problemText);
}

describe('closestName', () => {
  it('suggests the bulk file a slip of a letter or two, or of case, makes', () => {
    expect(closestName('brand.ndjson', BULK)).toBe('brands.ndjson');
    expect(closestName('Products.NDJSON', BULK)).toBe('products.ndjson');
    expect(closestName('catalog-category.ndjson', BULK)).toBe('catalog-categories.ndjson');
    expect(closestName('colours.ndjson', BULK)).toBe('colors.ndjson');
  });

  it('suggests nothing for a name like none of them', () => {
    expect(closestName('notes.ndjson', BULK)).toBeUndefined();
    expect(closestName('products-2024-backup.ndjson', BULK)).toBeUndefined();
  });
});

describe('strayFiles', () => {
  it('names the .ndjson files that are not bulk files, and only those', () => {
    const names = ['brands.ndjson', 'brand.ndjson', 'notes.ndjson', 'readme.txt', 'products.ndjson'];
    expect(strayFiles(names, BULK)).toEqual([
      { file: 'brand.ndjson', message: 'not a bulk file; did you mean brands.ndjson?' },
      { file: 'notes.ndjson', message: expect.stringMatching(/^not a bulk file; name it after the resource it holds \(colors\.ndjson, /) },
    ]);
  });
});

describe('importDirectory: the files of the directory', () => {
  it('refuses a directory with a misnamed file beside real bulk files, suggesting the right name', async () => {
    const mixed = folder('mixed', [['products.ndjson', 'products.ndjson'], ['media.ndjson', 'media.ndjson'], ['brands.ndjson', 'brand.ndjson']]);
    expect(await rejection(mixed)).toEqual(['brand.ndjson: not a bulk file; did you mean brands.ndjson?']);
  });

  it('names the directory, not a line, when it holds no bulk file, and the misnamed ones', async () => {
    const only = folder('only-misnamed', [['brands.ndjson', 'brand.ndjson']]);
    const problems = await rejection(only);
    expect(problems[0]).toBe(`${only}: holds none of the bulk files (${STORED.map((r) => `${r.path}.ndjson`).join(', ')})`);
    expect(problems.slice(1)).toEqual(['brand.ndjson: not a bulk file; did you mean brands.ndjson?']);
  });

  it('says that a directory does not exist', async () => {
    expect(await rejection(join(dir, 'missing'))).toEqual([`${join(dir, 'missing')}: does not exist`]);
  });
});
