/**
 * A background thread's scheduling priority (nice 10): below the event loop's, so that on a machine
 * whose cores the requests keep busy, the thread takes the time they leave. Linux gives each
 * thread its own priority, set by its thread id; elsewhere the thread keeps the process's. Used by
 * the threads that read the store for the in-memory index (load-thread.ts) and that rewrite
 * embedding products (src/command/propagation/thread.ts).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

const PRIORITY = 10;

export function lowerThreadPriority(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), PRIORITY);
  } catch {
    // No /proc/thread-self (not Linux), or not allowed: the process's priority.
  }
}
