/**
 * Where uploads are processed (docs/contract.md §14). libvips runs on threads of its own, never
 * on the event loop, but on a machine with few cores its threads still take the CPU the event loop
 * and the readers need: measured on 2 cores, two uploads processed in the server process raised
 * the read mix's p99 from 23 to 61 ms. So the built server processes uploads in child processes at
 * the lowest priority (process-child.ts), at most PROCESSING_AT_ONCE at a time, the others waiting
 * their turn: the kernel gives the CPU to the server first, and uploads take what is left. Tests
 * running the TypeScript sources, which have no built child, process in this process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import type { ProcessAnswer, ProcessRequest } from './process-child.js';
import { MediaFileError, processUpload, type Processed } from './process.js';

export const PROCESSING_AT_ONCE = 2;
/** The lowest priority there is (nice 19). */
const LOWEST = 19;

interface Processor { child: ChildProcess; pending?: { id: number; resolve(p: Processed): void; reject(e: Error): void } }

class ChildProcessors {
  private readonly idle: Processor[] = [];
  private seq = 0;

  constructor(private readonly script: string) {}

  async process(path: string, workDir: string): Promise<Processed> {
    const processor = this.idle.pop() ?? this.spawn();
    try {
      return await new Promise<Processed>((resolve, reject) => {
        const id = ++this.seq;
        processor.pending = { id, resolve, reject };
        processor.child.channel?.ref();
        processor.child.send({ id, path, workDir } satisfies ProcessRequest);
      });
    } finally {
      processor.pending = undefined;
      processor.child.channel?.unref();
      if (processor.child.exitCode === null && processor.child.signalCode === null) this.idle.push(processor);
    }
  }

  private spawn(): Processor {
    // glibc's allocator keeps an arena per thread that has allocated; libvips' threads would each
    // keep one: one arena for the child measured 128 MB at the peak of a 20 MB JPEG against 208 MB.
    const child = fork(this.script, [], {
      serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, MALLOC_ARENA_MAX: '1' },
    });
    const processor: Processor = { child };
    try {
      setPriority(child.pid!, LOWEST);
    } catch {
      // Not permitted here: the processing still runs apart from the event loop.
    }
    child.unref();
    child.on('message', (answer: ProcessAnswer) => {
      const pending = processor.pending;
      if (!pending || pending.id !== answer.id) return;
      if (answer.result) pending.resolve(answer.result);
      else pending.reject(answer.error!.refused ? new MediaFileError(answer.error!.message) : new Error(answer.error!.message));
    });
    // A crash while decoding is the file's doing as far as the caller can tell: refused, and the next upload gets a new child.
    child.on('exit', () => processor.pending?.reject(new MediaFileError('could not be processed as an image: the file is corrupt')));
    child.on('error', () => child.kill('SIGKILL'));
    return processor;
  }
}

const limit = pLimit(PROCESSING_AT_ONCE);
const script = fileURLToPath(new URL('./process-child.js', import.meta.url));
const children = existsSync(script) ? new ChildProcessors(script) : undefined;

/** Makes the stored files of the upload at `path` in `workDir` (src/media/process.ts), in turn. */
export function processInTurn(path: string, workDir: string): Promise<Processed> {
  return limit(() => (children ? children.process(path, workDir) : processUpload(path, workDir)));
}
