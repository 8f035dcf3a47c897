/**
 * The filter and sorting reference of every served resource, rendered from the declarations, so
 * the documentation cannot drift from what the service accepts (docs/reference.md is checked
 * against it by a test; `npm run docs` rewrites it).
 */
import { routeOf, type FilterDecl, type ResourceDecl } from '../query/declare.js';
import { SERVED } from '../resources/registry.js';

const MEANING: Record<FilterDecl['match'], string> = {
  in: 'the field equals one of the values',
  is: 'the flag has this value',
  range: 'the timestamp is within the time value',
  any: 'any element of the list is one of the values',
  prefix: 'any element starts with one of the values',
  subtree: 'in one of the categories or any of their descendants',
  row: 'the record has such content',
  search: 'every word is a prefix of a word of the text (case- and accent-insensitive)',
  via: 'the related record has one of the values',
};

function envelope(resource: ResourceDecl): string {
  const e = resource.envelope;
  const window = e.resultWindow ? `; results reachable by paging: ${e.resultWindow}` : '';
  return `filter ${e.filter}, sorting ${e.sorting === 'none' ? 'not offered' : e.sorting}, page ${e.page}${window}`;
}

export function renderReference(resources = SERVED): string {
  const out: string[] = ['# Filter and sorting reference', '', '<!-- Generated from src/resources/*/resource.ts by `npm run docs`; do not edit. -->', ''];
  for (const { decl, operations, deprecated } of resources) {
    const ops = operations.map((o) => `\`${o === 'find' ? 'GET' : 'POST'} /v4/${routeOf(decl)}/${o}\``).join(', ');
    const note = deprecated ? ` Deprecated: answers carry \`Deprecation: true\` and \`Link: <${deprecated.successor}>; rel="successor-version"\`.` : '';
    out.push(`## ${decl.path}`, '', `Operations: ${ops}. Envelope: ${envelope(decl)}.${note}`, '');
    const filters = Object.entries(decl.filters);
    if (filters.length > 0) {
      out.push('| filter | value | matches when |', '|---|---|---|');
      for (const [name, f] of filters) {
        const counted = 'identifiers' in f && f.identifiers ? ' (counts toward the 1000 identifier codes)' : '';
        out.push(`| \`${name}\` | ${f.value.describe} | ${f.doc ?? MEANING[f.match]}${counted} |`);
      }
      out.push('| `and`, `or`, `not` | a non-empty list of filters; one filter | all / any match; the complement |', '');
    }
    const sorts = Object.entries(decl.sorts);
    if (decl.envelope.sorting !== 'none' && sorts.length > 0) {
      out.push(`Sorting keys: ${sorts.map(([k, s]) => (s.kind === 'localized' ? `\`${k}\` ({direction, locale})` : `\`${k}\``)).join(', ')}; `
        + 'a plain key takes `"ASC"`, `"DESC"` or `{"direction": "ASC"}`; ties broken by `id` in the same direction.', '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
