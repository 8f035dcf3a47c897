/**
 * SQLite: a server's write connection leaves the write-ahead log's checkpoints to a thread of
 * their own (src/store/sqlite/checkpoints.ts), so no commit holds the event loop for one. The log
 * then stays about one look's writes long; without the thread's checkpoints it would hold every
 * commit; and once the thread is gone, commits checkpoint again as SQLite does by default.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Checkpoints } from '../../src/store/sqlite/checkpoints.js';
import { openConnection } from '../../src/store/sqlite/connection.js';
import { emptyLog } from '../../src/store/sqlite/empty-log.js';
import { TEST_STORE } from '../support/store.js';

const SQLITE = TEST_STORE === 'sqlite';
// The built thread (npm test builds first): the sources' thread cannot run as a worker here.
const SCRIPT = new URL('../../dist/src/store/sqlite/checkpoint-thread.js', import.meta.url);
const ROWS = 200;
const BATCHES = 4;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-checkpoints-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new store file with a table of 4 KB rows: each batch adds some 200 pages to the log. */
function newDatabase(name: string): { db: Database.Database; file: string } {
  const file = join(dir, `${name}.db`);
  const db = openConnection(file, {});
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, payload BLOB)');
  return { db, file };
}

function batch(db: Database.Database, n: number): void {
  const insert = db.prepare('INSERT INTO t (id, payload) VALUES (?, randomblob(4000))');
  db.transaction(() => { for (let i = 0; i < ROWS; i++) insert.run(n * ROWS + i); })();
}

const walBytes = (file: string) => statSync(`${file}-wal`).size;
const autocheckpoint = (db: Database.Database) => db.pragma('wal_autocheckpoint', { simple: true });

describe.skipIf(!SQLITE)(`checkpoints on their own thread${SQLITE ? '' : ' (skipped: SQLite only; PostgreSQL checkpoints on its server)'}`, () => {
  it('the adopted connection does not checkpoint; the thread does, after the commits it is told of', async () => {
    const { db, file } = newDatabase('told');
    const checkpoints = Checkpoints.start(file, { script: SCRIPT, everyMs: 50 })!;
    try {
      expect(checkpoints).toBeDefined();
      checkpoints.adopt(db);
      expect(autocheckpoint(db)).toBe(0);
      // A thread still loading would look at the first commits late (over a second on a busy machine).
      expect(await checkpoints.started).toBe(true);
      for (let n = 0; n < BATCHES; n++) {
        batch(db, n);
        checkpoints.committed();
        await sleep(400);
      }
      const oneBatch = ROWS * 4096;
      // Each batch found the log checkpointed and began it again: about one batch long, not four.
      expect(walBytes(file)).toBeLessThan(2 * oneBatch);
      expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(BATCHES * ROWS);
    } finally {
      await checkpoints.close();
      db.close();
    }
  });

  it('a log a reader kept from being emptied after a bulk load is emptied by the thread once the reader is done', async () => {
    const { db, file } = newDatabase('truncate');
    const checkpoints = Checkpoints.start(file, { script: SCRIPT, everyMs: 50 })!;
    const reader = openConnection(file, {});
    try {
      checkpoints.adopt(db);
      expect(await checkpoints.started).toBe(true);
      batch(db, 0);
      // A reader on a snapshot of the log, as a page's query or the index's read may be.
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM t').pluck().get();
      batch(db, 1);
      expect(emptyLog(db)).toBe(false);
      expect(checkpoints.truncateSoon()).toBe(true);
      await sleep(300);
      expect(walBytes(file)).toBeGreaterThan(ROWS * 4096);
      reader.exec('COMMIT');
      for (const deadline = Date.now() + 5_000; walBytes(file) > 0 && Date.now() < deadline;) await sleep(50);
      expect(walBytes(file)).toBe(0);
      expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(2 * ROWS);
    } finally {
      reader.close();
      await checkpoints.close();
      db.close();
    }
  });

  it('closed, the thread holds no connection: the last one to close takes the log away', async () => {
    const { db, file } = newDatabase('closed');
    const checkpoints = Checkpoints.start(file, { script: SCRIPT, everyMs: 50 })!;
    checkpoints.adopt(db);
    batch(db, 0);
    checkpoints.committed();
    await sleep(300);
    await checkpoints.close();
    db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('without a commit to look at, the thread leaves the log alone, and so does the adopted connection', async () => {
    const { db, file } = newDatabase('untold');
    const checkpoints = Checkpoints.start(file, { script: SCRIPT, everyMs: 50 })!;
    try {
      checkpoints.adopt(db);
      for (let n = 0; n < BATCHES; n++) {
        batch(db, n);
        await sleep(200);
      }
      // Every batch is still in the log: the connection's own checkpoints are off.
      expect(walBytes(file)).toBeGreaterThanOrEqual(BATCHES * ROWS * 4000);
    } finally {
      await checkpoints.close();
      db.close();
    }
  });

  it('once the thread failed, the adopted connection checkpoints as SQLite does by default', async () => {
    const failing = join(dir, 'failing-thread.mjs');
    writeFileSync(failing, 'throw new Error("no checkpoints here");\n');
    const { db, file } = newDatabase('failed');
    const checkpoints = Checkpoints.start(file, { script: pathToFileURL(failing), everyMs: 50 })!;
    try {
      checkpoints.adopt(db);
      for (let waited = 0; autocheckpoint(db) === 0 && waited < 5_000; waited += 20) await sleep(20);
      expect(autocheckpoint(db)).toBe(1000);
    } finally {
      await checkpoints.close();
      db.close();
    }
  });

  it('without its built script there is no thread, and nothing is adopted', () => {
    expect(Checkpoints.start(join(dir, 'none.db'), { script: pathToFileURL(join(dir, 'missing.js')) })).toBeUndefined();
    expect(Checkpoints.start(':memory:', { script: SCRIPT })).toBeUndefined();
  });
});
