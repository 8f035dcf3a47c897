/**
 * Writes records derived from the views other records embed (src/domain/derived-records.ts,
 * docs/contract.md §9), for an import and for a migration that adds a derived resource. A record
 * the store already has (imported earlier from a file, with its real code) is kept.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Derived } from '../domain/derived-records.js';
import { normalized, storedRecord } from './stored-record.js';
import { type Writer } from './writer.js';

/** Writes the derived records the store does not have yet, in id order; how many, by path. */
export async function writeDerived(writer: Writer, targets: readonly ResourceDecl[], derived: Derived): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const target of targets) {
    const records = [...(derived.get(target.path)?.values() ?? [])]
      .sort((a, b) => ((a.id as number) < (b.id as number) ? -1 : (a.id as number) > (b.id as number) ? 1 : 0));
    let count = 0;
    for (const record of records) {
      if (await writer.exists(target, record.id as string | number)) continue;
      await writer.upsert(target, storedRecord(normalized(target, record), target));
      count++;
    }
    written[target.path] = count;
  }
  return written;
}
