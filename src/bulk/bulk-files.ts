/**
 * Which files of an import directory are bulk files. An `.ndjson` file whose name is not a bulk
 * file's refuses the import, whatever else the directory holds: a misnamed `brand.ndjson` would
 * otherwise be left out without a word, and the import would look complete (README.md, "Import
 * your own data"). The refusal names the bulk file it most likely meant.
 */
import { readdirSync } from 'node:fs';
import { distance as levenshtein } from 'fastest-levenshtein';

/** A problem of the directory or of one of its files as a whole: no line, no field. */
export interface FileProblem { file: string; message: string }

const NDJSON = /\.ndjson$/i;

/**
 * The names of the files in `dir` (directories left out), or the problem that it cannot be read
 * as a directory.
 */
export function listDirectory(dir: string): string[] | FileProblem {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((e) => !e.isDirectory()).map((e) => e.name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { file: dir, message: 'does not exist' };
    if (code === 'ENOTDIR') return { file: dir, message: 'is not a directory' };
    throw error;
  }
}

/** The `.ndjson` files among `names` that are not bulk files (`known`), each with what to do. */
export function strayFiles(names: readonly string[], known: readonly string[]): FileProblem[] {
  const bulk = new Set(known);
  return names.filter((name) => NDJSON.test(name) && !bulk.has(name)).sort().map((file) => {
    const meant = closestName(file, known);
    return {
      file,
      message: meant
        ? `not a bulk file; did you mean ${meant}?`
        : `not a bulk file; name it after the resource it holds (${known.join(', ')}) or move it out of the directory`,
    };
  });
}

/**
 * The known name nearest to `name` in edit distance, ignoring case, when near enough to be a slip
 * (a letter or so per three); ties go to the first known name.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const stem = (n: string) => n.replace(NDJSON, '').toLowerCase();
  const wanted = stem(name);
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    // Levenshtein distance: insertions, deletions and substitutions of one character.
    const distance = levenshtein(wanted, stem(candidate));
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 3)) ? best.name : undefined;
}
