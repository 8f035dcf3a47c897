/**
 * The direction between src/ folders (docs/architecture.md "Layers"), checked with
 * dependency-cruiser and the project's rules (.dependency-cruiser.cjs): type imports count, no
 * circle, nothing imports a folder of a layer above its own or beside it, numbered migrations
 * import only the migration vocabulary. The rules are also run on a small generated tree that
 * breaks each of them, so that a rule that stopped catching anything fails here too.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation { rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> }

/** The violations dependency-cruiser finds in `cwd`'s src/ with the project's rules. */
async function violations(cwd: string): Promise<Violation[]> {
  const { stdout } = await run(process.execPath, [DEPCRUISE, 'src', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd, maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  expect(result.summary.totalCruised).toBeGreaterThan(0);
  return result.summary.violations;
}

const scratch = mkdtempSync(join(tmpdir(), 'catalog-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('layers', () => {
  it('src/ has no circle, no upward or sideways import between folders, and frozen migrations', async () => {
    const found = await violations(ROOT);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 60_000);

  it('the rules catch each kind of fault in a tree made to break them', async () => {
    const files: Record<string, string> = {
      // A type import upward: the query language reading the store.
      'src/query/plan.ts': "import { type Store } from '../store/store.js';\nexport type Planned = Store;\n",
      'src/store/store.ts': "export interface Store { kind: string }\n",
      // Sideways within a layer: the feed and authentication know nothing of each other.
      'src/feed/feed.ts': "import { principal } from '../auth/auth.js';\nexport const feed = principal;\n",
      'src/auth/auth.ts': "export const principal = 'p';\n",
      // A circle inside one folder.
      'src/command/a.ts': "import { b } from './b.js';\nexport const a = (): string => b();\n",
      'src/command/b.ts': "import { a } from './a.js';\nexport const b = (): string => a();\n",
      // A numbered migration reading a live declaration.
      'src/store/migrations/0001-first.ts': "import { type Store } from '../store.js';\nexport type First = Store;\n",
      // A folder without a layer (one that imports nothing harms no direction, so this one imports).
      'src/stray/loose.ts': "import { type Planned } from '../query/plan.js';\nexport type Loose = Planned;\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    copyFileSync(join(ROOT, 'tsconfig.json'), join(scratch, 'tsconfig.json'));
    const found = await violations(scratch);
    const named = (rule: string, from: string) => found.some((v) => v.rule.name === rule && v.from === from);
    expect(named('layers: src/query', 'src/query/plan.ts')).toBe(true);
    expect(named('layers: src/feed', 'src/feed/feed.ts')).toBe(true);
    expect(found.some((v) => v.rule.name === 'no-circular' && v.from.startsWith('src/command/'))).toBe(true);
    expect(named('migrations are frozen', 'src/store/migrations/0001-first.ts')).toBe(true);
    expect(named('layers: every folder has a layer', 'src/stray/loose.ts')).toBe(true);
  }, 60_000);
});
