/**
 * Reader processes of the SQLite store (src/store/sqlite/reader-process.ts): the queries that can
 * take long, a page's counts and keys, run there, one at a time each, so no request waits behind
 * another's query on the server's event loop. A query is bound by its request's signal: past its
 * time budget, or once its client has gone and it has run a while, its reader is ended (SIGKILL
 * stops the database work at once; better-sqlite3 has no interrupt) and a new one takes its place.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { abortReason, QueryTimeoutError, type PoolState, type ReadOptions } from '../store.js';
import type { ReaderAnswer, ReaderRequest } from './reader-process.js';

/** A client gone this soon into its query lets the query finish (cheaper than a new reader). */
const KILL_AFTER_MS = 50;

interface Job {
  request: Omit<ReaderRequest, 'id'>;
  signal?: AbortSignal;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Reader {
  child: ChildProcess;
  job?: { id: number; job: Job; started: number; abandoned: boolean };
}

/** The reader ended unexpectedly (crashed, killed from outside): the store cannot answer that read. */
export class ReaderGoneError extends Error {
  readonly code = 'READER_GONE';
}

export interface ReaderPoolOptions { size: number; cacheKiB: number; busyTimeoutMs: number }

export class ReaderPool {
  private readonly readers = new Set<Reader>();
  private readonly queue: Job[] = [];
  private seq = 0;
  private closed = false;

  constructor(private readonly file: string, private readonly script: URL, private readonly options: ReaderPoolOptions) {
    // Started now, and kept at full size: a request never waits for a reader to start.
    for (let i = 0; i < options.size; i++) this.spawn();
  }

  run(request: Omit<ReaderRequest, 'id'>, options: ReadOptions = {}): Promise<unknown> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.closed) return Promise.reject(new ReaderGoneError('the store is closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { request, signal, resolve, reject };
      signal?.addEventListener('abort', () => this.abort(job), { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  state(): PoolState {
    let idle = 0;
    for (const r of this.readers) if (!r.job) idle++;
    return { pool: 'readers', total: this.readers.size, idle, waiting: this.queue.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new ReaderGoneError('the store is closed'));
    for (const reader of this.readers) reader.child.kill('SIGKILL');
    this.readers.clear();
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let reader = [...this.readers].find((r) => !r.job);
      if (!reader && this.readers.size < this.options.size) reader = this.spawn();
      if (!reader) return;
      const job = this.queue.shift()!;
      const id = ++this.seq;
      reader.job = { id, job, started: Date.now(), abandoned: false };
      reader.child.send({ id, ...job.request } satisfies ReaderRequest);
    }
  }

  private spawn(): Reader {
    const child = fork(fileURLToPath(this.script), [this.file, String(this.options.cacheKiB), String(this.options.busyTimeoutMs)], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const reader: Reader = { child };
    this.readers.add(reader);
    child.on('message', (answer: ReaderAnswer) => {
      const running = reader.job;
      if (!running || running.id !== answer.id) return;
      reader.job = undefined;
      if (!running.abandoned) {
        if (answer.error) running.job.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
        else running.job.resolve(answer.result);
      }
      this.pump();
    });
    child.on('exit', () => {
      this.readers.delete(reader);
      const running = reader.job;
      reader.job = undefined;
      if (running && !running.abandoned) running.job.reject(new ReaderGoneError('a reader of the store ended during a query'));
      if (this.closed) return;
      if (this.readers.size < this.options.size) this.spawn();
      this.pump();
    });
    // Refusing a send (the reader just died) comes back as its exit.
    child.on('error', () => child.kill('SIGKILL'));
    return reader;
  }

  private abort(job: Job): void {
    const reason = abortReason(job.signal!);
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.reject(reason);
      return;
    }
    const reader = [...this.readers].find((r) => r.job?.job === job);
    if (!reader) return;
    const running = reader.job!;
    running.abandoned = true;
    job.reject(reason);
    // Past its budget, or long enough into it: stopped for real. Otherwise it may finish.
    if (reason instanceof QueryTimeoutError || Date.now() - running.started >= KILL_AFTER_MS) reader.child.kill('SIGKILL');
  }
}
