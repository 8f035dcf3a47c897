/**
 * The V8 flags a server process runs with, given where a server process is started: the `start`
 * script, the workers `catalog serve --workers N` forks, the bench. V8 reads them when a process
 * starts; they cannot be set from inside it (v8.setFlagsFromString leaves the heap's sizes as they were).
 *
 * A young generation of 48 MB a semi-space instead of 16: V8 collects the young generation
 * after every 32 MB or so of new buffers, and a page of 250 documents allocates about 3 MB of
 * them, so with the default the objects of the requests in flight survived two collections and
 * were moved to the old generation, whose full collections then took a sixth of the process's
 * time; 48 MB cut those from 99 to 16 in a 13 s run and served 30% more of those pages
 * (docs/performance.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=48'];

/** A process's node arguments with the server's flags added, unless the same flag is given already. */
export function withServerFlags(execArgv: readonly string[]): string[] {
  const given = (flag: string) => execArgv.some((arg) => arg.split('=')[0] === flag.split('=')[0]);
  return [...execArgv, ...SERVER_NODE_FLAGS.filter((flag) => !given(flag))];
}
