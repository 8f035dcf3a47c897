/**
 * The V8 flags of a server process (src/cli/server-flags.ts): added to a process's own arguments
 * unless it has the same flag already, and given by the `start` script, which starts the server
 * itself (one process: nothing forks it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, withServerFlags } from '../../src/cli/server-flags.js';

describe('server flags', () => {
  it('are added after a process\'s own arguments, and a flag given already keeps its value', () => {
    expect(withServerFlags(['--enable-source-maps'])).toEqual(['--enable-source-maps', ...SERVER_NODE_FLAGS]);
    expect(withServerFlags(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
    expect(withServerFlags([])).toEqual([...SERVER_NODE_FLAGS]);
  });
  it('are given by the start script', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(`node ${flag} bin/catalog.js serve`);
  });
});
