/**
 * The field reference (docs/fields.md): every result object field by field, rendered from the
 * record schemas (src/resources/<resource>/record.ts), their `Doc` descriptions and `Shape` names,
 * the hidden fields of each declaration and the members a view adds (signed URLs). A test checks
 * that every field has a description and that docs/fields.md is what this renders.
 */
import { type TSchema } from 'typebox';
import { routeOf } from '../query/declare.js';
import { COMMANDS } from '../command/registry.js';
import { SERVED, type ServedResource } from '../resources/registry.js';

interface Schema {
  type?: string;
  title?: string;
  description?: string;
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
}

/** The request bodies of the write operations (src/command/registry.ts), with what each answers. */
export const WRITE_BODIES: ReadonlyArray<{ route: string; body: TSchema; answer: string; summary: string }> =
  COMMANDS.map((c) => ({ route: `POST /v4/${c.path}`, body: c.body, answer: c.result, summary: c.summary }));

const isShape = (s: Schema): boolean => s.type === 'object' && s.properties !== undefined && s.title !== undefined;
const branchesOf = (s: Schema): Schema[] | undefined =>
  (s.anyOf && s.anyOf.length > 1 && s.anyOf.every(isShape) ? s.anyOf : undefined);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string): string => heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
const link = (title: string) => `[${title}](#${anchorOf(title)})`;

function typeOf(s: Schema): string {
  if (isShape(s)) return link(s.title!);
  if (s.title) return s.title;
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``;
  if (s.enum) return `one of ${s.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (s.anyOf) {
    const branches = branchesOf(s);
    if (branches) return `one of ${branches.map((b) => link(b.title!)).join(', ')}`;
    const others = s.anyOf.filter((b) => b.type !== 'null');
    const text = others.map(typeOf).join(' or ');
    return others.length < s.anyOf.length ? `${text} or null` : text;
  }
  if (s.type === 'array') {
    const items = s.items!;
    if (items.type === 'object' && !isShape(items)) return 'list of objects';
    if (isShape(items)) return `list of ${typeOf(items)}`;
    if (items.enum || items.const !== undefined) return `list, each ${typeOf(items)}`;
    return `list of ${typeOf(items)}s`;
  }
  return s.type ?? 'any value';
}

interface FieldRow { path: string; type: string; presence: string; description?: string }

/**
 * The rows of an object's fields: nested objects without a name are spelled out in place
 * (`meta.createdAt`, `content[].media[].url`); named shapes are collected for their own table.
 */
function rowsOf(object: Schema, shapes: Map<string, Schema>, prefix = '', optionalParent = false): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const [name, field] of Object.entries(object.properties ?? {})) {
    const path = `${prefix}${name}`;
    const optional = optionalParent || !(object.required ?? []).includes(name);
    rows.push({ path, type: typeOf(field), presence: optional ? 'optional' : 'always', description: field.description });
    const element = field.type === 'array' ? field.items! : field;
    const nested = [element, ...(element.anyOf ?? [])];
    for (const n of nested) {
      if (isShape(n)) collect(n, shapes);
      else if (n.type === 'object' && n.properties) rows.push(...rowsOf(n, shapes, `${path}${field.type === 'array' ? '[]' : ''}.`, optional));
    }
  }
  return rows;
}

function collect(shape: Schema, shapes: Map<string, Schema>): void {
  const known = shapes.get(shape.title!);
  if (known) {
    const same = (a: Schema) => JSON.stringify([a.properties, a.required]);
    if (same(known) !== same(shape)) throw new Error(`two different shapes are named "${shape.title}"`);
    return;
  }
  shapes.set(shape.title!, shape);
  rowsOf(shape, shapes);
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(rows: FieldRow[]): string[] {
  return ['| field | type | present | meaning |', '|---|---|---|---|',
    ...rows.map((r) => `| \`${r.path}\` | ${cell(r.type)} | ${r.presence} | ${cell(r.description)} |`)];
}

/** A record's rows, visible ones and hidden ones apart, with the members its view adds. */
function recordTables(record: Schema, served: ServedResource, shapes: Map<string, Schema>): string[] {
  const hidden = new Set(served.decl.hidden);
  const rows = rowsOf(record, shapes);
  const isHidden = (r: FieldRow) => hidden.has(r.path.split(/[.[]/)[0]!);
  const visible = rows.filter((r) => !isHidden(r));
  for (const added of served.view.adds ?? []) visible.push({ ...added, presence: 'always' });
  const out = table(visible);
  const stored = rows.filter(isHidden);
  if (stored.length > 0) {
    out.push('', 'Stored with the record but not shown in results: given in bulk files; filters read some of them.', '', ...table(stored));
  }
  return out;
}

function operationsOf(served: ServedResource): string {
  const route = routeOf(served.decl);
  return served.operations.map((o) => `\`${o === 'find' ? 'GET' : 'POST'} /v4/${route}/${o}\``).join(', ');
}

/** Every field of every schema the reference renders that has no description. */
export function undocumentedFields(): string[] {
  const shapes = new Map<string, Schema>();
  const missing: string[] = [];
  const check = (where: string, rows: FieldRow[]) => {
    for (const r of rows) if (!r.description) missing.push(`${where}: ${r.path}`);
  };
  for (const served of SERVED) {
    const record = served.decl.record as Schema;
    for (const branch of branchesOf(record) ?? [record]) check(served.decl.path, rowsOf(branch, shapes));
  }
  for (const { route, body } of WRITE_BODIES) check(route, rowsOf(body as Schema, shapes));
  for (const [title, shape] of shapes) check(title, rowsOf(shape, new Map()));
  return missing;
}

export function renderFields(): string {
  const shapes = new Map<string, Schema>();
  const out: string[] = [
    '# Result fields', '',
    '<!-- Generated from src/resources/*/record.ts by `npm run docs`; do not edit. -->', '',
    'Every object the operations return, field by field. A query answers `{"meta": {"total", "page"}, "results": [...]}`',
    'with objects of the shapes below; a find answers the one object wrapped in its name (`{"product": {...}}`); a',
    'stream sends one line per object, `{"meta": {"total", "index"}, "result": {...}}`. The same objects, with the',
    'fields marked as stored only, are the lines of the bulk files (`catalog import`, `catalog export`).', '',
    '*present*: `always`, or `optional`: left out when it does not apply (never sent as `null` unless its type',
    'says so). *localized text* is an object keyed by locale code (`{"nl": "...", "fr": "..."}`); *unix timestamp*',
    'is whole seconds since 1970-01-01 UTC; prices are whole euro cents.', '',
  ];
  for (const served of SERVED) {
    const { decl } = served;
    out.push(`## ${decl.path}`, '', `Operations: ${operationsOf(served)}.`
      + `${served.operations.includes('find') ? ` A find answers \`{"${decl.singular}": {...}}\`.` : ''}`, '');
    const record = decl.record as Schema;
    const branches = branchesOf(record);
    if (branches) {
      out.push(`A ${decl.singular} has one of ${branches.length} shapes: ${branches.map((b) => b.title).join(', ')}.`, '');
      for (const branch of branches) out.push(`### ${branch.title}`, '', ...recordTables(branch, served, shapes), '');
    } else {
      out.push(...recordTables(record, served, shapes), '');
    }
  }
  out.push('## Write request bodies', '', 'Each write answers the object it wrote wrapped in its name, as its query or find returns it.', '');
  for (const { route, body, answer, summary } of WRITE_BODIES) {
    out.push(`### ${route}`, '', `${summary} Answers \`{"${answer}": {...}}\`.`, '', ...table(rowsOf(body as Schema, shapes)), '');
  }
  out.push('## Shapes', '', 'Objects that appear inside the records above, by name.', '');
  for (const [title, shape] of shapes) {
    // Only the fields: a shape's description is that of a field where it is used, not of the shape.
    out.push(`### ${title}`, '', ...table(rowsOf(shape, new Map())), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
