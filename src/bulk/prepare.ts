/**
 * One bulk line to what the store writes, or to the problem that rejects it: parse, drop
 * computed fields, validate against the record schema, fill defaults, extract stored parts.
 * Pure and synchronous, so it runs in worker threads as well as in the importing thread.
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { storedRecord, type StoredRecord } from '../store/stored-record.js';
import { checkRecord, dropComputed, type LineProblem } from './record-validator.js';

/** Longest accepted line; longer is a problem, not an out-of-memory. */
export const MAX_LINE = 4 * 1024 * 1024;

export type Prepared = { stored: StoredRecord } | { problem: LineProblem } | { blank: true };

export function prepareLine(resource: ResourceDecl, text: string): Prepared {
  if (text.trim() === '') return { blank: true };
  if (text.length > MAX_LINE) return { problem: { field: '/', message: `is longer than ${MAX_LINE} characters` } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: { field: '/', message: 'is not valid JSON' } };
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const record = isObject ? dropComputed(value as Row) : value;
  const problem = checkRecord(resource, record);
  if (problem) return { problem };
  const normalized = resource.normalize ? resource.normalize(record as Row) : (record as Row);
  // The line itself is the document when nothing was dropped from it.
  return { stored: storedRecord(normalized, resource, record === value ? text : undefined) };
}
