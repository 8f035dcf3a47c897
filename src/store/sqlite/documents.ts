/**
 * Documents by rid on SQLite, read as one value for all of them. Handing JavaScript a 6 KB
 * document costs more than reading it (a buffer each: 2.6 us against 1.3 us for the read, when
 * the pages are cached); one concatenated value and its rid:length list, cut into views of it
 * here, read a page's 50 documents in 150-170 us against 209-258 us (docs/performance.md).
 */
import { type CompiledQuery, sql } from 'kysely';
import { type ResourceDecl } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { compiledOnce } from '../../query/sql/compiled-once.js';
import { sqliteDialect } from './sqlite-dialect.js';

export interface DocumentsTogether { parts: string | null; docs: Buffer | null }

/**
 * Documents read together at most. SQLite refuses a value over 1,000,000,000 bytes
 * (SQLITE_MAX_LENGTH); an imported line, and so a document, is at most 4 MiB (src/bulk/prepare.ts
 * MAX_LINE), so 100 of them stay under 420 MB whatever the catalogue holds.
 */
export const DOCUMENTS_PER_READ = 100;

/** A read of n documents: its SQL built once per docs table and n (src/query/sql/compiled-once.ts). */
export function compileDocumentsTogether(resource: ResourceDecl, rids: readonly number[]): CompiledQuery {
  // Both aggregates see the rows in the same sequence, so the n-th rid:length is the n-th
  // document whatever order SQLite reads them in.
  return compiledOnce(sqliteDialect, `documents:${docsTable(resource)}:${rids.length}`, rids, () => sqliteDialect.db
    .selectFrom(`${docsTable(resource)} as d`)
    .select([
      sql<string>`group_concat(d.rid || ':' || length(cast(d.doc as blob)))`.as('parts'),
      sql<Buffer>`cast(group_concat(d.doc, '') as blob)`.as('docs'),
    ])
    .where('d.rid', 'in', rids));
}

/** The documents of one read, each a view of the read's one buffer. */
export function splitDocuments({ parts, docs }: DocumentsTogether): Array<{ rid: number; doc: Buffer }> {
  if (parts === null || docs === null) return [];
  const out: Array<{ rid: number; doc: Buffer }> = [];
  let at = 0;
  for (const part of parts.split(',')) {
    const colon = part.indexOf(':');
    const length = Number(part.slice(colon + 1));
    out.push({ rid: Number(part.slice(0, colon)), doc: docs.subarray(at, at + length) });
    at += length;
  }
  return out;
}
