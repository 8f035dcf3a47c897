/**
 * The in-memory index of a server process: one ResourceIndex per resource it holds, read from the
 * store in the background at start and kept current from the record change feed
 * (src/store/record-changes.ts). Before a page is computed from it, the index is brought up to the
 * store version the request read, so an answer includes every write committed before the request
 * began, from any process. The store stays the source of truth: whenever the index cannot answer
 * (still reading, reading again after a catalogue replacement), the query runs as SQL. Where each
 * resource stands (read, follow, file write): held-state.ts; the follow: follower.ts; the file:
 * index-saver.ts.
 */
import { type ResourceDecl } from '../query/declare.js';
import { countRecords, type Store, type StoreVersion } from '../store/store.js';
import { indexFilePath, readUsableIndexFile, type UsableIndexFile } from './index-file.js';
import { DEFAULT_DOCUMENT_MB, type Config } from '../config.js';
import { DocumentCache } from './document-cache.js';
import { Follower } from './follower.js';
import { newHeld, type Held, type PageCounts } from './held.js';
import { IndexSaver } from './index-saver.js';
import { KeptAnswers } from './kept-answers.js';
import { loadIndex } from './load.js';
import { type CombinedIndex } from './load-combine.js';
import { loadIndexInThread, loadThreadBuilt } from './load-in-thread.js';
import { LoadProgress } from './load-progress.js';
import { Pauses, readinessOf, retryPause, type IndexReadiness } from './read-attempts.js';
import { type ResourceIndex } from './resource-index.js';
import { INDEX_TUNING, type IndexTuning } from './tuning.js';

export interface MemoryIndexOptions {
  /** Where each resource's index file is kept (index-file.ts); none: always read from the store. */
  dir?: string;
  /** Told of each index read, how far a read has come, and files written or refused, for the server's log. */
  log?: (message: string, fields: Record<string, unknown>) => void;
  /** Told of each read that failed (and when the next begins), for the server's log. */
  warn?: (message: string, fields: Record<string, unknown>) => void;
  /** Bytes of stored documents kept per resource for its pages (document-cache.ts); 0: none. */
  documentBytes?: number;
  /** When it waits, follows, writes its file and measures (tuning.ts); INDEX_TUNING unless a test says otherwise. */
  tuning?: Partial<IndexTuning>;
  /**
   * The server's configuration: a read from the store of a resource with at least
   * `memoryIndexThreadFrom` records then runs on `memoryIndexThreads` threads of their own, each with
   * a store opened from it (load-in-thread.ts), where their script is built. Absent: on the event loop.
   */
  thread?: Config;
}

export interface IndexStats {
  resource: string;
  records: number;
  /** As last measured (at most `measureEveryMs` ago while stats are asked for); undefined until the first measure. */
  bytes: number | undefined;
  documentBytes: number;
  readyMs: number | undefined;
  source: 'file' | 'store' | undefined;
  fileBytes: number | undefined;
  pages: PageCounts;
}

export class MemoryIndex {
  private readonly held = new Map<string, Held>();
  /** Pauses between a failed read and the next: ended early by `close`. */
  private readonly pauses = new Pauses();
  private closed = false;
  /** Ends the threads reading the store (load-in-thread.ts) when the index is closed. */
  private readonly closing = new AbortController();
  /** Leaves, subtrees and selections worked out from the held indexes, kept per generation. */
  readonly answers: KeptAnswers;
  private readonly started = performance.now();
  /** Pages this index has answered (each time it was current for one; the rest were SQL's): for tests. */
  answered = 0;

  private readonly tuning: IndexTuning;
  private readonly saver: IndexSaver;
  private readonly follower: Follower;

  constructor(private readonly store: Store, resources: readonly ResourceDecl[], private readonly options: MemoryIndexOptions = {}) {
    this.tuning = { ...INDEX_TUNING, ...options.tuning };
    this.saver = new IndexSaver((held) => this.fileOf(held), this.tuning, options.log);
    this.follower = new Follower(store, this.tuning, this.saver, (held) => this.reload(held, false), options.log);
    this.answers = new KeptAnswers(store);
    for (const resource of resources) {
      this.held.set(resource.path, newHeld(resource, this.documentCache()));
    }
  }

  private documentCache(): DocumentCache {
    return new DocumentCache(this.options.documentBytes ?? DEFAULT_DOCUMENT_MB * 1024 * 1024);
  }

  /** The documents kept for the pages of `index`'s resource, while it is the one held. */
  documentsOf(index: ResourceIndex): DocumentCache | undefined {
    const held = this.held.get(index.resource.path);
    return held?.index === index ? held.documents : undefined;
  }

  /** Starts reading every held resource, from its file where that is still good; queries run as SQL until each is read. */
  start(): void {
    for (const held of this.held.values()) this.reload(held, true);
  }

  /**
   * Whether every held resource has been read once, so that its pages come from here; else what
   * the reads are doing, for readiness (src/http/routes/health-routes.ts): a process whose index
   * is not read answers from SQL at a thirtieth of the pages a second (docs/deployment.md, "Health
   * checks"). Only the first read counts: a read again later (a replaced catalogue, a follow that
   * failed) happens in every process at once, and a load balancer left without a ready process
   * would serve nothing.
   */
  readiness(): IndexReadiness {
    return readinessOf(this.held.values());
  }

  /** Stops reading again after failures (a closing server) and ends a thread reading the store; what else is under way finishes. */
  close(): void {
    this.closed = true;
    this.pauses.endAll();
    this.closing.abort();
  }

  /** Resolves once every held resource has been read (failed reads tried again until one succeeds) and its file written (tests, benchmarks). */
  async ready(): Promise<void> {
    for (const held of this.held.values()) await held.state.settled(['read', 'follow', 'save']);
  }

  /**
   * Writes the file of every resource that followed the feed since its file was written, then
   * resolves once no follow or file write is under way (a server closing): the next process starts
   * from where this one stood, not from a file it must catch up from by tens of thousands of
   * records, which would keep its pages slow for seconds.
   */
  async persist(): Promise<void> {
    for (const held of this.held.values()) await this.saver.persist(held);
    await this.idle();
  }

  /** Resolves once no follow or file write is under way (a server closing lets its index file be written whole). */
  async idle(): Promise<void> {
    for (const held of this.held.values()) await held.state.settled(['follow', 'save']);
  }

  /**
   * The index of `resource` at `version` or later, or undefined when it cannot answer now. A request
   * never holds the index back: the index follows the store in the background (follower.ts
   * `catchUp`) and a request waits at most `waitMs` (tuning.ts) for it to reach the version it
   * read, else its page is SQL. Read here: the held state's `serving` and `applying`, nothing made.
   */
  async current(resource: ResourceDecl, version: StoreVersion): Promise<ResourceIndex | undefined> {
    const held = this.held.get(resource.path);
    if (!held) return undefined;
    const { state } = held;
    // A read already under way is joined (`reload`).
    if (held.at.epoch !== version.epoch) this.reload(held, false);
    if (!state.serving || !held.index) return this.declined(held, 'reading');
    const generation = version.resources[resource.path] ?? 0;
    if (state.applying || held.generation < generation) {
      const reached = await this.follower.reach(held, generation);
      if (reached !== true) return this.declined(held, reached);
    }
    if (!state.serving || !held.index) return this.declined(held, 'reading');
    this.answered++;
    held.pages.index++;
    return held.index;
  }

  private declined(held: Held, why: Exclude<keyof PageCounts, 'index'>): undefined {
    held.pages[why]++;
    return undefined;
  }

  /** The index files written, and the writes put off by a busy feed (index-saver.ts), for tests. */
  get fileWrites(): { written: number; putOff: number } {
    return { ...this.saver.counts };
  }

  stats(): IndexStats[] {
    for (const h of this.held.values()) h.measure.refresh(h.index, this.tuning.measureEveryMs);
    return [...this.held.values()].map((h) => ({
      resource: h.resource.path, records: h.index?.all.size ?? 0, bytes: h.measure.bytesOf(h.index), documentBytes: h.documents.bytes(),
      readyMs: h.readyMs, source: h.source, fileBytes: h.fileBytes, pages: { ...h.pages },
    }));
  }

  /**
   * Reads the resource again: from its file at start (when still good), else from the store, then
   * writes the file. A read that fails (the store errors) is logged and tried again after a pause
   * (read-attempts.ts `retryPause`: 1 s doubling up to 10 s) until one succeeds or the index is
   * closed. Pages are SQL meanwhile, and a process not read yet stays not ready (`readiness`).
   * Asked again while a read is under way, it leaves that one to finish: what its snapshot misses
   * is in the feed after the position it reads, which the next follow applies.
   */
  private reload(held: Held, fromFile: boolean): void {
    const { state } = held;
    if (state.readUnderWay) return;
    state.beginRead(async () => {
      let filed: boolean;
      try {
        for (let attempt = 1; ; attempt++) {
          if (attempt > 1) state.retry();
          const progress = new LoadProgress(held.resource.path, fromFile && this.fileOf(held) !== undefined, (message, fields) => this.options.log?.(message, fields));
          held.progress = progress;
          const ticks = setInterval(() => progress.tick(), this.tuning.progressEveryMs).unref();
          try {
            filed = await this.read(held, fromFile, progress);
            held.failed = undefined;
            break;
          } catch (error) {
            if (this.closed) throw error;
            const pause = retryPause(attempt);
            held.failed = { attempts: attempt, retryAt: performance.now() + pause };
            state.readFailed();
            this.options.warn?.(`in-memory index of ${held.resource.path} could not be read (${attempt} failed read${attempt === 1 ? '' : 's'}); `
              + `its pages are SQL; the next read in ${pause / 1000} s`, { resource: held.resource.path, attempt, retryInMs: pause, error: String(error) });
          } finally {
            clearInterval(ticks);
            held.progress = undefined;
          }
          await this.pauses.wait(held.failed.retryAt - performance.now());
          if (this.closed) throw new Error(`in-memory index of ${held.resource.path} closed before it could be read`);
        }
      } catch {
        // Only a closed index stops trying: the resource is left to SQL.
        state.readStopped();
        held.index = undefined;
        return;
      }
      state.readDone();
      // Read from the store: the file is written for the next process.
      if (!filed) this.saver.save(held);
    });
  }

  /** One read of the resource: from its file when `fromFile` and still good (then true), else from the store. */
  private async read(held: Held, fromFile: boolean, progress: LoadProgress): Promise<boolean> {
    const filed = fromFile ? await this.readFile(held) : undefined;
    const { index, at, whole } = filed ?? await this.readStore(held, progress);
    held.index = index;
    held.whole = whole;
    held.documents = this.documentCache();
    held.at = at;
    held.generation = -1;
    held.followed = 0;
    held.source = filed ? 'file' : 'store';
    held.readyMs ??= performance.now() - this.started;
    progress.done(index.all.size);
    held.measure.refresh(index, this.tuning.measureEveryMs);
    return filed !== undefined;
  }

  /** The resource read from the store: on a thread when it is large enough for one (MemoryIndexOptions.thread), else on the event loop. */
  private async readStore(held: Held, progress: LoadProgress): Promise<CombinedIndex> {
    const config = this.options.thread;
    const thread = config !== undefined && loadThreadBuilt()
      && (config.memoryIndexThreadFrom === 0 || (await countRecords(this.store, held.resource)) >= config.memoryIndexThreadFrom);
    progress.readingStore(thread ? config.memoryIndexThreads : 0);
    return thread ? loadIndexInThread(this.store, config, held.resource, progress, this.closing.signal) : loadIndex(this.store, held.resource, progress);
  }

  private fileOf(held: Held): string | undefined {
    return this.options.dir === undefined ? undefined : indexFilePath(this.options.dir, this.store.migrations.location, held.resource);
  }

  /** The index file's content, when the store still has the feed row it was complete up to, in its epoch. */
  private async readFile(held: Held): Promise<UsableIndexFile | undefined> {
    const path = this.fileOf(held);
    return path === undefined ? undefined : readUsableIndexFile(this.store, path, held.resource, this.options.log);
  }
}
