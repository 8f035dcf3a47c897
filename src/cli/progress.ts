/**
 * Progress of long work (docs/contract.md §10: shown on a terminal): a bar per file with its units
 * (MB and records), a line with the elapsed time for a step that has no bar (building indexes and
 * committing), and a summary at the end (the commands print it). Without a terminal (a pipe, CI
 * logs) the same news comes as plain lines: one per file and per step.
 */
import cliProgress from 'cli-progress';
import { type ExportProgress } from '../bulk/export.js';
import { type ImportProgress } from '../bulk/import.js';

export const interactive = () => Boolean(process.stderr.isTTY) && !process.env.CI;

export const say = (line: string) => process.stderr.write(`${line}\n`);
export const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
export const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface Bar { update(done: number, total: number, payload?: Record<string, string>): void; stop(): void }

/**
 * A bar for one piece of work. `unit` says what is counted (`MB` when given bytes, shown in MB;
 * `records`); `detail` is a payload token shown after the counts (`{records} records`).
 */
export function bar(label: string, unit: 'MB' | 'records' | 'products' | 'rows' = 'records', detail = ''): Bar {
  if (!interactive()) return { update: () => {}, stop: () => {} };
  const counts = unit === 'MB' ? '{doneMb}/{totalMb} MB' : `{value}/{total} ${unit}`;
  const b = new cliProgress.SingleBar({
    format: `${label.padEnd(30)} {bar} {percentage}% | ${counts}${detail ? ` | ${detail}` : ''} | {eta_formatted} left`,
    stream: process.stderr,
    hideCursor: true,
    formatValue: (value, _options, type) => (type === 'value' || type === 'total' ? count(value) : String(value)),
  }, cliProgress.Presets.shades_classic);
  let started = false;
  const sizes = (done: number, total: number) => (unit === 'MB' ? { doneMb: mb(done), totalMb: mb(total) } : {});
  return {
    update(done, total, payload = {}) {
      if (!started) {
        b.start(total, 0, { ...sizes(0, total), ...payload });
        started = true;
      }
      b.setTotal(total);
      b.update(done, { ...sizes(done, total), ...payload });
    },
    stop: () => started && b.stop(),
  };
}

/** A step without a bar: its name now, the time it took when the next news (or `end`) comes. */
export class Steps {
  private current: { name: string; started: number; ticker?: NodeJS.Timeout } | undefined;

  start(name: string): void {
    this.end();
    const started = Date.now();
    this.current = { name, started };
    if (interactive()) {
      const show = () => process.stderr.write(`\r${name}... ${seconds(Date.now() - started)}`);
      show();
      this.current.ticker = setInterval(show, 1000);
      this.current.ticker.unref();
    } else say(`${name}...`);
  }

  end(): void {
    if (!this.current) return;
    const { name, started, ticker } = this.current;
    if (ticker) clearInterval(ticker);
    const line = `${name}: done in ${seconds(Date.now() - started)}`;
    if (interactive()) process.stderr.write(`\r${line}\n`);
    else say(line);
    this.current = undefined;
  }
}

/** The import's news: a bar per file (MB read, records), a line per step, or lines without a terminal. */
export function importProgress(steps: Steps): ImportProgress {
  let current: Bar | undefined;
  let file = '';
  let done = 0;
  let total = 0;
  let records = 0;
  let started = 0;
  let shownAt = 0;
  return {
    start(name, bytes) {
      steps.end();
      current?.stop();
      file = name;
      current = bar(name, 'MB', '{records} records');
      done = 0;
      records = 0;
      total = Math.max(bytes, 1);
      started = Date.now();
    },
    advance(bytes, lines) {
      done += bytes;
      records += lines;
      const now = Date.now();
      if (now - shownAt >= 100) {
        shownAt = now;
        current?.update(Math.min(done, total), total, { records: count(records) });
      }
    },
    finish() {
      current?.update(total, total, { records: count(records) });
      current?.stop();
      current = undefined;
      if (!interactive()) say(`${file}: ${count(records)} records, ${mb(total)} MB in ${seconds(Date.now() - started)}`);
    },
    phase(name) {
      current?.stop();
      current = undefined;
      steps.start(name);
    },
  };
}

/** The export's news: a bar per file (records), or a line per file without a terminal. */
export function exportProgress(): ExportProgress {
  let current: Bar | undefined;
  let file = '';
  let total = 0;
  let started = 0;
  return {
    start(name, records) {
      file = name;
      total = records;
      started = Date.now();
      current = bar(name, 'records');
      current.update(0, Math.max(records, 1));
    },
    advance(written) {
      current?.update(written, Math.max(total, 1));
    },
    finish(written) {
      current?.update(written, Math.max(total, written, 1));
      current?.stop();
      current = undefined;
      if (!interactive()) say(`${file}: ${count(written)} records in ${seconds(Date.now() - started)}`);
    },
  };
}
