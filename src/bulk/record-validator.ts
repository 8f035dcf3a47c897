/**
 * Validation of one bulk line against its resource's record schema, with errors that name the
 * field (docs/contract.md §9): every problem of the line, so that one run shows all it needs. A
 * media line is checked as the kind its `type` (and, for photos, its formats) says it is
 * (src/resources/common/variants.ts).
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { schemaViolations } from '../resources/common/check-body.js';

/** `field`: a JSON Pointer into the line; absent for a note on the line as a whole ("and 3 more"). */
export interface LineProblem { field?: string; message: string }

/** Problems of one line reported at most: enough to fix it in one go, few enough to read. */
export const MAX_LINE_PROBLEMS = 10;

/**
 * Every problem of the record (empty when valid), the most specific first: deeper ones lead, as a
 * union's branches say more than its own "must be null". Past MAX_LINE_PROBLEMS, one note says how
 * many more there are.
 */
export function checkRecord(resource: ResourceDecl, record: unknown): LineProblem[] {
  const found = schemaViolations(resource.record, record);
  const ordered = found.map((v, at) => ({ v, at })).sort((a, b) => b.v.depth - a.v.depth || a.at - b.at);
  const shown: LineProblem[] = ordered.slice(0, MAX_LINE_PROBLEMS).map(({ v }) => ({ field: v.path || '/', message: v.message }));
  const more = found.length - shown.length;
  if (more > 0) shown.push({ message: `and ${more} more problem${more === 1 ? '' : 's'} on this line` });
  return shown;
}

/** Computed fields are ignored on import (docs/contract.md §9). */
export function dropComputed(record: Row): Row {
  const meta = record.meta as Row | undefined;
  if (meta && typeof meta === 'object' && ('embedUrl' in meta || 'publicPageUrl' in meta)) {
    const { embedUrl: _e, publicPageUrl: _p, ...rest } = meta;
    return { ...record, meta: rest };
  }
  return record;
}
