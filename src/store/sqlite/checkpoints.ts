/**
 * Checkpoints of a server's write-ahead log, off its event loop. SQLite copies the log back into
 * the database file (a checkpoint) in the commit that passes 1,000 pages of log, on the connection
 * that commits: with a propagation and 100 product updates a second, one update in a hundred held
 * the server's event loop 15-30 ms for it (docs/performance.md). The server's write connection
 * turns that off (`wal_autocheckpoint = 0`) and a thread of its own checkpoints instead, at most
 * `everyMs` after a commit. Without the built thread (tests running the sources) or once the
 * thread failed, commits checkpoint as SQLite does by default.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { COMMITS, SLOTS, TRUNCATE } from './checkpoint-slots.js';
import type { CheckpointThreadData } from './checkpoint-thread.js';

/** How often the thread looks for commits: the log holds about this long of writes at most. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** SQLite's own threshold, set back when the thread is gone. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1_000;

export class Checkpoints {
  private readonly commits = new Int32Array(new SharedArrayBuffer(SLOTS * 4));
  private worker: Worker | undefined;
  /** The server's kept write connection (one per store: sqlite-store.ts `writeConnection`). */
  private adopted: Database.Database | undefined;

  /** The thread for `file`, or undefined without its built script (then commits checkpoint themselves). */
  static start(file: string, options: { everyMs?: number; script?: URL } = {}): Checkpoints | undefined {
    const script = options.script ?? new URL('./checkpoint-thread.js', import.meta.url);
    if (file === ':memory:' || !existsSync(fileURLToPath(script))) return undefined;
    return new Checkpoints(file, script, options.everyMs ?? CHECKPOINT_EVERY_MS);
  }

  /** True once the thread has loaded and looks for commits; false if it ended first. */
  readonly started: Promise<boolean>;

  private constructor(file: string, script: URL, everyMs: number) {
    const worker = new Worker(script, { workerData: { file, everyMs, commits: this.commits } satisfies CheckpointThreadData });
    this.worker = worker;
    worker.unref();
    this.started = new Promise((resolve) => {
      worker.once('message', () => resolve(true));
      worker.once('exit', () => resolve(false));
      worker.once('error', () => resolve(false));
    });
    // Gone for any reason: the write connection checkpoints again as SQLite does by default.
    const gone = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (this.adopted?.open) this.adopted.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
      this.adopted = undefined;
    };
    worker.on('error', gone);
    worker.once('exit', gone);
  }

  /** The server's write connection: its commits leave checkpoints to the thread while it runs. */
  adopt(db: Database.Database): void {
    if (!this.worker) return;
    db.pragma('wal_autocheckpoint = 0');
    this.adopted = db;
  }

  /** A commit on an adopted connection: the thread checkpoints at its next look. */
  committed(): void {
    Atomics.add(this.commits, COMMITS, 1);
  }

  /**
   * The log could not be emptied after a bulk load (a reader held part of it): the thread empties
   * it at its next looks, once no reader does; false without a thread.
   */
  truncateSoon(): boolean {
    if (!this.worker) return false;
    Atomics.store(this.commits, TRUNCATE, 1);
    return true;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.adopted = undefined;
    await worker?.terminate();
  }
}
