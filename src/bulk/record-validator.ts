/**
 * Validation of one bulk line against its resource's record schema, with an error that names the
 * field (decisions section 9).
 */
import { Compile } from 'typebox/compile';
import { type ResourceDecl, type Row } from '../query/declare.js';

export interface LineProblem { field: string; message: string }

type Validator = ReturnType<typeof Compile>;
const validators = new WeakMap<object, Validator>();

function validatorOf(resource: ResourceDecl): Validator {
  let v = validators.get(resource.record);
  if (!v) {
    v = Compile(resource.record);
    validators.set(resource.record, v);
  }
  return v;
}

/** Undefined when valid, else the most specific problem. */
export function checkRecord(resource: ResourceDecl, record: unknown): LineProblem | undefined {
  const validator = validatorOf(resource);
  if (validator.Check(record)) return undefined;
  const errors = validator.Errors(record).filter((e) => e.keyword !== 'boolean' && e.keyword !== 'anyOf');
  if (errors.length === 0) return { field: '/', message: 'does not match the record schema' };
  // The deepest error is the most specific: a union reports every variant's failure.
  const best = errors.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
  const extra = (best.params as { additionalProperties?: string[] }).additionalProperties;
  if (best.keyword === 'additionalProperties' && extra?.length) {
    return { field: `${best.instancePath}/${extra[0]}`, message: 'is not a field of this record' };
  }
  const missing = (best.params as { requiredProperties?: string[] }).requiredProperties;
  if (best.keyword === 'required' && missing?.length) {
    return { field: `${best.instancePath}/${missing[0]}`, message: 'is required' };
  }
  return { field: best.instancePath || '/', message: best.message };
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
