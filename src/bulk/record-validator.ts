/**
 * Validation of one bulk line against its resource's record schema, with an error that names the
 * field (decisions section 9). A media line is checked as the kind its `type` (and, for photos,
 * its formats) says it is (src/resources/common/variants.ts).
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { schemaViolations } from '../resources/common/check-body.js';

export interface LineProblem { field: string; message: string }

/** Undefined when valid, else the most specific problem: the deepest one, the first of those. */
export function checkRecord(resource: ResourceDecl, record: unknown): LineProblem | undefined {
  const found = schemaViolations(resource.record, record);
  if (found.length === 0) return undefined;
  const best = found.reduce((a, b) => (b.depth > a.depth ? b : a));
  return { field: best.path || '/', message: best.message };
}

/** Computed fields are ignored on import (decisions section 9). */
export function dropComputed(record: Row): Row {
  const meta = record.meta as Row | undefined;
  if (meta && typeof meta === 'object' && ('embedUrl' in meta || 'publicPageUrl' in meta)) {
    const { embedUrl: _e, publicPageUrl: _p, ...rest } = meta;
    return { ...record, meta: rest };
  }
  return record;
}
