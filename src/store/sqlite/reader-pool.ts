/**
 * Reader processes of the SQLite store (src/store/sqlite/reader-process.ts): the queries that can
 * take long, a page's counts and keys, run there, one at a time each, so no request waits behind
 * another's query on the server's event loop. A query is bound by its request's signal: past its
 * time budget, or once its client has gone and it has run a while, its reader is ended (SIGKILL
 * stops the database work at once; better-sqlite3 has no interrupt) and a new one takes its place.
 *
 * A reader's end costs its own query only (docs/deployment.md, "Slow queries and timeouts"):
 * - A reader killed to stop its query is retired at once: it is given no other query, and what it
 *   says afterwards is not heard. On a busy event loop the budget's timer and the query's answer
 *   come due together, and the loop runs the timer (the kill) before it reads the answer already
 *   sent; freed by that answer, the killed reader was given the next query, which failed with it
 *   ("a reader of the store ended during a query", test/cli/reader-ends.test.ts).
 * - A reader is given queries once it says its connection is open, so one that cannot start takes
 *   none with it, and a query that could not be sent to a reader (it was ending) goes to another.
 * - Readers that fail to start START_TRIES times in a row stop the pool rather than being started
 *   forever: reads fail at once with what the readers said (503 `unavailable`), and the first read
 *   `restartAfterMs` later starts them again.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { abortReason, QueryTimeoutError, type PoolState, type ReadOptions } from '../store.js';
import type { ReaderAnswer, ReaderError, ReaderRequest, ReaderStart } from './reader-process.js';

/** A client gone this soon into its query lets the query finish (cheaper than a new reader). */
const KILL_AFTER_MS = 50;
/** Readers failing to start this many times in a row, none starting between them, stop the pool. */
const START_TRIES = 3;
/** How long a stopped pool refuses reads before a read starts its readers again. */
const RESTART_AFTER_MS = 10_000;

interface Job {
  request: Omit<ReaderRequest, 'id'>;
  signal?: AbortSignal;
  onAbort?: () => void;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Running {
  id: number;
  job: Job;
  started: number;
  /** Written to the reader's channel: from then on the reader may have begun it. */
  sent: boolean;
  abandoned: boolean;
}

interface Reader {
  child: ChildProcess;
  /** Its connection is open: it takes queries. */
  ready: boolean;
  /** Killed, or refused a query: it takes no more, and its end is only awaited. */
  retired: boolean;
  /** Its end has been dealt with. */
  ended: boolean;
  /** What it said when it could not start. */
  startError?: ReaderError;
  job?: Running;
}

/** The reader ended unexpectedly (crashed, killed from outside): the store cannot answer that read. */
export class ReaderGoneError extends Error {
  readonly code = 'READER_GONE';
}

/** The readers could not start (the file unreadable, no process could be made): no read is answered until they do. */
export class ReaderStartError extends Error {
  readonly code = 'READER_START';
}

export interface ReaderPoolOptions {
  size: number;
  cacheKiB: number;
  busyTimeoutMs: number;
  /** Default RESTART_AFTER_MS. */
  restartAfterMs?: number;
}

/** Ends a job, its abort no longer listened to. */
function settle(job: Job, outcome: { error: Error } | { value: unknown }): void {
  if (job.onAbort) job.signal!.removeEventListener('abort', job.onAbort);
  if ('error' in outcome) job.reject(outcome.error);
  else job.resolve(outcome.value);
}

const describeEnd = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `exit code ${code}`);

export class ReaderPool {
  /** Readers that take queries or are starting: at most `size`. */
  private readonly readers = new Set<Reader>();
  /** Retired readers, until they end. */
  private readonly retiring = new Set<Reader>();
  private readonly queue: Job[] = [];
  private seq = 0;
  private closed = false;
  /** Readers that ended before they were ready, since one last was. */
  private startFailures = 0;
  private stopped: { error: ReaderStartError; at: number } | undefined;

  constructor(private readonly file: string, private readonly script: URL, private readonly options: ReaderPoolOptions) {
    // Started now, and kept at full size: a request never waits for a reader to start.
    this.pump();
  }

  run(request: Omit<ReaderRequest, 'id'>, options: ReadOptions = {}): Promise<unknown> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.closed) return Promise.reject(new ReaderGoneError('the store is closed'));
    if (this.stopped) {
      if (Date.now() - this.stopped.at < (this.options.restartAfterMs ?? RESTART_AFTER_MS)) return Promise.reject(this.stopped.error);
      this.stopped = undefined;
      this.startFailures = 0;
    }
    return new Promise((resolve, reject) => {
      const job: Job = { request, signal, resolve, reject };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  state(): PoolState {
    let idle = 0;
    for (const r of this.readers) if (r.ready && !r.job) idle++;
    return { pool: 'readers', total: this.readers.size, idle, waiting: this.queue.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) settle(job, { error: new ReaderGoneError('the store is closed') });
    for (const reader of [...this.readers, ...this.retiring]) reader.child.kill('SIGKILL');
    this.readers.clear();
    this.retiring.clear();
  }

  /** Starts readers up to the pool's size, then gives waiting queries to the ready ones. */
  private pump(): void {
    if (this.closed) return;
    while (!this.stopped && this.readers.size < this.options.size) this.spawn();
    for (const reader of this.readers) {
      if (this.queue.length === 0) return;
      if (reader.ready && !reader.job) this.give(reader, this.queue.shift()!);
    }
  }

  private give(reader: Reader, job: Job): void {
    const running: Running = { id: ++this.seq, job, started: Date.now(), sent: false, abandoned: false };
    reader.job = running;
    try {
      reader.child.send({ id: running.id, ...job.request } satisfies ReaderRequest, (error) => {
        if (!error) {
          running.sent = true;
          return;
        }
        if (reader.job !== running) return;
        // Not sent: the reader is ending, and the query never reached it. Another takes it.
        reader.job = undefined;
        this.retire(reader);
        if (!running.abandoned) this.queue.unshift(job);
        this.pump();
      });
    } catch (error) {
      // A request that cannot be sent at all (not serializable): its own failure.
      reader.job = undefined;
      settle(job, { error: error as Error });
    }
  }

  private spawn(): void {
    let child: ChildProcess;
    try {
      child = fork(fileURLToPath(this.script), [this.file, String(this.options.cacheKiB), String(this.options.busyTimeoutMs)], {
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    } catch (error) {
      this.startFailed(`no process could be made: ${(error as Error).message}`);
      return;
    }
    const reader: Reader = { child, ready: false, retired: false, ended: false };
    this.readers.add(reader);
    child.on('message', (message: ReaderAnswer | ReaderStart) => {
      // Retired: its query was abandoned; it takes no other.
      if (reader.retired) return;
      if ('start' in message) {
        if (message.start === 'failed') {
          reader.startError = message.error;
          return;
        }
        reader.ready = true;
        this.startFailures = 0;
        // One started after all (it was starting when the pool stopped): the pool serves again.
        this.stopped = undefined;
        this.pump();
        return;
      }
      const running = reader.job;
      if (!running || running.id !== message.id) return;
      reader.job = undefined;
      if (!running.abandoned) {
        settle(running.job, message.error
          ? { error: Object.assign(new Error(message.error.message), { code: message.error.code }) }
          : { value: message.result });
      }
      this.pump();
    });
    // 'close' rather than 'exit': every message the reader sent has been heard by then.
    child.once('close', (code, signal) => this.ended(reader, describeEnd(code, signal)));
    child.on('error', (error) => {
      // No process (fork failed): no 'close' may follow. Otherwise it is ended, and 'close' follows.
      if (child.pid === undefined) this.ended(reader, error.message);
      else child.kill('SIGKILL');
    });
  }

  private ended(reader: Reader, how: string): void {
    if (reader.ended) return;
    reader.ended = true;
    this.readers.delete(reader);
    this.retiring.delete(reader);
    const running = reader.job;
    reader.job = undefined;
    if (running && !running.abandoned) {
      // A query still on its way to the reader never began there: another reader takes it. One the
      // reader had may have been what ended it: it fails, and it alone.
      if (running.sent || this.closed) settle(running.job, { error: new ReaderGoneError(`a reader of the store ended during a query (${how})`) });
      else this.queue.unshift(running.job);
    }
    if (this.closed) return;
    if (!reader.ready && !reader.retired) {
      this.startFailed(reader.startError ? `${reader.startError.code ? `${reader.startError.code}: ` : ''}${reader.startError.message}` : `it ended (${how})`);
    }
    this.pump();
  }

  private startFailed(why: string): void {
    this.startFailures++;
    if (this.startFailures < START_TRIES) return;
    const error = new ReaderStartError(`the store's reader processes could not start (${this.startFailures} tries in a row): ${why}`);
    this.stopped = { error, at: Date.now() };
    for (const job of this.queue.splice(0)) settle(job, { error });
  }

  /** Given no more queries and killed; a new reader takes its place at once. */
  private retire(reader: Reader): void {
    reader.retired = true;
    this.readers.delete(reader);
    this.retiring.add(reader);
    reader.child.kill('SIGKILL');
  }

  private abort(job: Job): void {
    const reason = abortReason(job.signal!);
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      settle(job, { error: reason });
      return;
    }
    const reader = [...this.readers].find((r) => r.job?.job === job);
    if (!reader) return;
    const running = reader.job!;
    running.abandoned = true;
    settle(job, { error: reason });
    // Past its budget, or long enough into it: stopped for real. Otherwise it may finish.
    if (reason instanceof QueryTimeoutError || Date.now() - running.started >= KILL_AFTER_MS) {
      this.retire(reader);
      this.pump();
    }
  }
}
