/**
 * Progress bars for long work, shown only on a terminal (decisions section 10); pipes and CI
 * logs get one summary line instead.
 */
import cliProgress from 'cli-progress';
import { type ImportProgress } from '../bulk/import.js';

export const interactive = () => Boolean(process.stderr.isTTY) && !process.env.CI;

export function bar(label: string): { update(done: number, total: number): void; stop(): void } {
  if (!interactive()) return { update: () => {}, stop: () => {} };
  const b = new cliProgress.SingleBar({
    format: `${label.padEnd(28)} {bar} {percentage}% | {value}/{total} | {eta_formatted} left`,
    stream: process.stderr,
    hideCursor: true,
  }, cliProgress.Presets.shades_classic);
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        b.start(total, 0);
        started = true;
      }
      b.setTotal(total);
      b.update(done);
    },
    stop: () => started && b.stop(),
  };
}

export function importProgress(): ImportProgress | undefined {
  if (!interactive()) return undefined;
  let current: ReturnType<typeof bar> | undefined;
  let done = 0;
  let total = 0;
  let shownAt = 0;
  return {
    start(file, bytes) {
      current?.stop();
      current = bar(file);
      done = 0;
      total = Math.max(bytes, 1);
    },
    advance(bytes) {
      done += bytes;
      const now = Date.now();
      if (now - shownAt >= 100) {
        shownAt = now;
        current?.update(Math.min(done, total), total);
      }
    },
    finish() {
      current?.update(total, total);
      current?.stop();
      current = undefined;
    },
  };
}
