/**
 * Commit hints on SQLite (CommitHints, src/store/store.ts): every commit, of any process sharing
 * the file, appends to the write-ahead log, so a watch of the log file (inotify on Linux) tells of
 * it without a read. The directory is watched rather than the file: a log that a checkpoint
 * truncates, or that the last connection removes and the next creates again, stays watched. Many
 * hints come for one commit (each write of a page of the log is one); the watcher reads the head
 * once for all that come during a read.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import { type CommitHints, type CommitListener } from '../store.js';

export class SqliteCommitWatch implements CommitHints {
  live = false;
  private watcher: FSWatcher | undefined;

  constructor(file: string, committed: CommitListener) {
    if (file === ':memory:') return;
    const log = `${basename(file)}-wal`;
    try {
      this.watcher = watch(dirname(file), { persistent: false }, (_event, name) => {
        // A platform that does not name the file: every change of the directory is a hint.
        if (name === null || name === log) committed();
      });
    } catch {
      // No watch (a file system without one, too many watches): the watcher polls.
      return;
    }
    this.watcher.on('error', () => {
      this.close();
      committed();
    });
    this.live = true;
  }

  close(): void {
    this.live = false;
    this.watcher?.close();
    this.watcher = undefined;
  }
}
