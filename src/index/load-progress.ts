/**
 * How far a read of a resource's in-memory index has come, for the server's log and readiness
 * (memory-index.ts): reading its file, or reading the store, where the rows to read are counted
 * first in the read's own snapshot (load.ts), so the log can say how much is read of how much.
 * A read from the store takes about a minute for 1,000,000 products (docs/performance.md), during
 * which the process answers from SQL, much more slowly; an operator sees it move every few seconds.
 */

/**
 * What a record of the resource's own table costs to read against a row of a side table or an
 * order: it brings every held column and its search words. On the 2-core machine (20,000
 * products), 25 us a record against 1 to 3 us a row; weighted so, the percent follows the time
 * rather than the count of rows, which the side tables dominate (8.8 million content rows for
 * 1,000,000 products).
 */
const RECORD_WEIGHT = 10;

export type LoadLog = (message: string, fields: Record<string, unknown>) => void;

const number = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(1);

export class LoadProgress {
  private readonly started = performance.now();
  private from: 'file' | 'store';
  /** Records of the resource and rows to read in all (records included), once counted. */
  private planned: { records: number; rows: number } | undefined;
  private records = 0;
  private rows = 0;
  private storeStarted = this.started;
  /** Threads the store's read runs on; 0: the event loop. */
  private threads = 0;

  constructor(readonly resource: string, fromFile: boolean, private readonly log: LoadLog) {
    this.from = fromFile ? 'file' : 'store';
  }

  /** The read goes to the store (no file, or one that cannot be used), on `threads` threads of its own or on the event loop (0). */
  readingStore(threads = 0): void {
    this.from = 'store';
    this.threads = threads;
    this.storeStarted = performance.now();
  }

  /** The rows the read will take, counted in its snapshot: said once, at the start. */
  plan(records: number, rows: number): void {
    this.planned = { records, rows };
    this.log(`in-memory index of ${this.resource}: reading ${number(records)} records (${number(rows)} rows) from the store`, {
      resource: this.resource, records, rows,
    });
  }

  /** Rows read: records of the resource's own table, or rows of a side table or an order. */
  read(rows: number, records: boolean): void {
    this.rows += rows;
    if (records) this.records += rows;
  }

  /** An upper bound planned for a read turned out larger than what it read (an order of the records that have its key). */
  fewer(rows: number): void {
    if (this.planned) this.planned.rows -= rows;
  }

  /** Percent read of the store, weighted by what each row costs (RECORD_WEIGHT); undefined before the count. */
  percent(): number | undefined {
    if (!this.planned) return undefined;
    const { records, rows } = this.planned;
    const total = records * RECORD_WEIGHT + (rows - records);
    if (total <= 0) return 100;
    return Math.min(100, Math.floor((100 * (this.records * RECORD_WEIGHT + (this.rows - this.records))) / total));
  }

  /** Where the read stands, in a few words (readiness's `index` check). */
  state(): string {
    if (this.from === 'file') return 'reading its file';
    const percent = this.percent();
    return percent === undefined ? 'counting the rows to read from the store' : `${percent}% read from the store`;
  }

  /** The line logged every few seconds while the read goes on. */
  tick(): void {
    const ms = performance.now() - this.started;
    const fields: Record<string, unknown> = { resource: this.resource, from: this.from, seconds: Math.round(ms / 1000) };
    if (this.from === 'file' || !this.planned) {
      this.log(`in-memory index of ${this.resource}: ${this.state()}, ${seconds(ms)} s so far`, fields);
      return;
    }
    const rate = this.rows / Math.max(0.001, (performance.now() - this.storeStarted) / 1000);
    const { records, rows } = this.planned;
    this.log(`in-memory index of ${this.resource}: ${this.state()} in ${seconds(ms)} s (records ${number(this.records)} of ${number(records)}, `
      + `rows ${number(this.rows)} of ${number(rows)}, ${number(rate)} rows a second)`, {
      ...fields, percent: this.percent(), records: this.records, recordsTotal: records, rows: this.rows, rowsTotal: rows, rowsPerSecond: Math.round(rate),
    });
  }

  /** The last line: what was read, from where, and how long it took. */
  done(records: number): void {
    const ms = performance.now() - this.started;
    this.log(`in-memory index of ${this.resource} read from ${this.from === 'file' ? 'its file' : 'the store'}: ${number(records)} records in ${seconds(ms)} s`, {
      resource: this.resource, from: this.from, records, ms: Math.round(ms), ...(this.from === 'store' ? { thread: this.threads > 0, threads: this.threads } : {}),
    });
  }
}
