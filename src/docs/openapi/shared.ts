/**
 * The document without repeats (docs/performance.md "The docs page": Swagger UI reads every node
 * of it before it shows the first operation, so a smaller document is one the page shows sooner):
 * - a named shape of the declarations (`Shape(title, ...)`, src/resources/common/schema.ts) that
 *   the schemas hold more than once becomes one component, named by its title, and each place
 *   refers to it, keeping its own description beside the reference; so does `Meta`, the
 *   `{createdAt, updatedAt}` of every record and of every record a product embeds;
 * - a write's answer component that is the same schema as another component (the webhook
 *   operations all answer a webhook as webhooks/find does) is dropped for that one.
 */
import { Meta } from '../../resources/common/schema.js';

type Node = Record<string, unknown>;
type Schemas = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const schemaRef = (name: string) => `#/components/schemas/${name}`;

/** `Quantity with unit` -> `QuantityWithUnit`, `Organization (in a product)` -> `OrganizationInAProduct`. */
const componentName = (title: string) => title.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

const withoutDescription = (node: Node): Node => Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'description'));

/** Untitled shapes shared by name, as they read without a description. */
const NAMED: ReadonlyMap<string, string> = new Map([[JSON.stringify(withoutDescription(JSON.parse(JSON.stringify(Meta)) as Node)), 'Meta']]);

/** The name a shape is shared under: the title Shape() gave it, or its NAMED name. */
function shapeName(v: unknown): string | undefined {
  if (!isObject(v) || v.type !== 'object') return undefined;
  if (typeof v.title === 'string') return v.title;
  return NAMED.get(JSON.stringify(withoutDescription(v)));
}

function visit(value: unknown, replace: (node: Node) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => visit(v, replace));
  if (!isObject(value)) return value;
  const replaced = replace(value);
  if (replaced !== value) return replaced;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, replace)]));
}

function hoistShapes(schemas: Schemas): void {
  const shapes = new Map<string, { texts: Set<string>; count: number; shape: Node }>();
  visit(schemas, (node) => {
    const title = shapeName(node);
    if (title !== undefined) {
      const shape = withoutDescription(node);
      const entry = shapes.get(title) ?? { texts: new Set(), count: 0, shape };
      entry.texts.add(JSON.stringify(shape));
      entry.count += 1;
      shapes.set(title, entry);
    }
    return node;
  });
  const shared = new Map<string, string>();
  for (const [title, { texts, count, shape }] of shapes) {
    const name = componentName(title);
    // One shape under the title, more than once, and a name that is free or already this shape.
    if (texts.size !== 1 || count < 2) continue;
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(shape)) continue;
    shared.set(title, name);
    schemas[name] = shape;
  }
  const reference = (node: Node) => {
    const name = shared.get(shapeName(node) ?? '');
    return name ? { $ref: schemaRef(name), ...(typeof node.description === 'string' ? { description: node.description } : {}) } : node;
  };
  for (const [name, schema] of Object.entries(schemas)) {
    // A shared shape's own component keeps its schema, with the shapes inside it referred to.
    const own = shared.get(shapeName(schema) ?? '') === name;
    schemas[name] = own ? Object.fromEntries(Object.entries(schema as Node).map(([k, v]) => [k, visit(v, reference)])) : visit(schema, reference);
  }
}

/** Points every reference to a renamed component at its new name, in place. */
function redirect(value: unknown, renamed: ReadonlyMap<string, string>): void {
  if (Array.isArray(value)) {
    for (const v of value) redirect(v, renamed);
    return;
  }
  if (!isObject(value)) return;
  const target = typeof value.$ref === 'string' ? renamed.get(value.$ref) : undefined;
  if (target) value.$ref = target;
  for (const v of Object.values(value)) redirect(v, renamed);
}

function dropRepeatedAnswers(doc: Node, schemas: Schemas): void {
  const texts = Object.entries(schemas).map(([name, schema]) => [name, JSON.stringify(schema)] as const);
  const renamed = new Map<string, string>();
  for (const [name, text] of texts) {
    if (!name.endsWith('Answer')) continue;
    const alias = /^\{"\$ref":"#\/components\/schemas\/([^"]+)"\}$/.exec(text)?.[1];
    // The same schema under another name: a component that is no answer first, else an earlier answer kept.
    const same = alias ?? (texts.find(([other, t]) => other !== name && !other.endsWith('Answer') && t === text)
      ?? texts.find(([other, t]) => other !== name && other in schemas && t === text))?.[0];
    if (!same || same === name) continue;
    delete schemas[name];
    renamed.set(schemaRef(name), schemaRef(same));
  }
  // An answer renamed to one that was renamed in turn ends at the one kept.
  for (const [from, to] of renamed) {
    let end = to;
    while (renamed.has(end)) end = renamed.get(end)!;
    renamed.set(from, end);
  }
  redirect(doc, renamed);
}

/** Makes the document's repeated schemas components (see the head of this file), in place. */
export function shareRepeated(doc: { components: { schemas: Schemas } }): void {
  hoistShapes(doc.components.schemas);
  dropRepeatedAnswers(doc as unknown as Node, doc.components.schemas);
}
