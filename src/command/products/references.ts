/**
 * A product write names embedded records by reference (docs/contract.md §13): their ids or codes.
 * Each is read inside the write's transaction and stored as its embedded view; a reference to
 * nothing is a violation naming its path (422). The reverse, a stored product's views back to
 * references, is what a partial update starts from. Which members are written so, and how, is
 * declared once in src/domain/product-embeds.ts.
 */
import { Refusal, WRITTEN_REFERENCES, type EmbeddedMember, type WrittenAs } from '../../domain/product-embeds.js';
import { type Row } from '../../query/declare.js';
import { type Violation } from '../../query/errors.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { type Writer } from '../../store/store.js';

type P = ProductRecord;
type Written = EmbeddedMember & { written: WrittenAs };

/** Whether a member of the product write names embedded records by reference. */
export const isReference = (member: string): boolean => WRITTEN_REFERENCES.get(member)?.written.in === 'product';

/** The views of the records `values` reference, or the violations (under `path`) of the ones that do not resolve. */
async function resolve(writer: Writer, embed: Written, values: readonly unknown[], path: string, violations: Violation[]): Promise<unknown[]> {
  const read = async (resource: Parameters<Writer['read']>[0], id: string | number) => (await writer.read(resource, id))?.record;
  const views: unknown[] = [];
  for (const [i, value] of values.entries()) {
    const record = embed.source ? await read(embed.source, value as string | number) : value;
    if (record === undefined) {
      violations.push({ path: `${path}/${i}`, message: `is not the id of ${embed.written.what}` });
      continue;
    }
    const view = await embed.written.view(record, read);
    if (view instanceof Refusal) violations.push({ path: `${path}/${i}`, message: view.message });
    else views.push(view);
  }
  return views;
}

/** The views of the records a member of the product references, or the violations of the ones that do not resolve. */
export async function resolveReferences(writer: Writer, member: string, values: readonly unknown[], path: string,
  violations: Violation[]): Promise<unknown[]> {
  const views = await resolve(writer, WRITTEN_REFERENCES.get(member)!, values, `${path}/${member}`, violations);
  if (member === 'attributes') {
    // One option per attribute: a product's attribute has one value.
    const seen = new Set<number>();
    (views as P['attributes']).forEach((a, i) => {
      if (seen.has(a.id)) violations.push({ path: `${path}/${member}/${i}`, message: 'is a second option of the same attribute' });
      seen.add(a.id);
    });
  }
  return views;
}

/** The owning organizations' product views, or violations under `/organizations`. */
export async function resolveOrganizations(writer: Writer, ids: readonly number[], violations: Violation[]): Promise<P['organizations']> {
  return await resolve(writer, WRITTEN_REFERENCES.get('organizations')!, ids, '/organizations', violations) as P['organizations'];
}

/** A stored product's members as a write names them: references instead of views, leaflets without ids. */
export function writeObjectOf(product: P, members: readonly string[]): Row {
  const out: Row = {};
  const record = product as unknown as Row;
  for (const name of members) {
    const embed = isReference(name) ? WRITTEN_REFERENCES.get(name)! : undefined;
    if (embed) out[name] = embed.views(product).map((view) => (embed.written.reference ?? embed.key)(view));
    else if (name === 'leaflets') out[name] = product.leaflets.map(({ type, locales, url }) => ({ type, locales, url }));
    else if (record[name] !== undefined) out[name] = record[name];
  }
  return out;
}
