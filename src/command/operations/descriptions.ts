/**
 * POST /v4/product/descriptions/create, update and delete (docs/contract.md §13). A description
 * lives inside its product: writing one rewrites the product (its document, its `descriptions`
 * content flags, a new `meta.updatedAt`), in one transaction. A description is owned by its
 * product's owners. Its id is new across the catalogue and never given again.
 */
import { type Violation } from '../../query/errors.js';
import { applyPatch, mergedViolations, writableOf } from '../../resources/common/partial.js';
import {
  DescriptionCreateBody, DescriptionDeleteBody, DescriptionUpdateBody, DescriptionWrite,
} from '../../resources/products/descriptions.js';
import { ProductDescription, type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { type StoredState } from '../../store/store.js';
import { command, recordTarget, type CommandContext, type Target } from '../declare.js';
import { NOT_YOURS, owns } from '../../auth/ownership.js';

type P = ProductRecord;
type Description = P['descriptions'][number];

/** A description with its members in the order of the product's documents. */
const ordered = (d: Description): Description =>
  ({ id: d.id, locales: d.locales, targetGroups: d.targetGroups, type: d.type, content: d.content, meta: d.meta });

/** When `locales` is not empty, `content` has exactly those locales. */
function contentViolations(write: { locales?: string[]; content?: Record<string, string> }): Violation[] {
  const locales = write.locales ?? [];
  if (locales.length === 0 || !write.content) return [];
  const given = Object.keys(write.content).sort();
  return given.join() === [...locales].sort().join() ? []
    : [{ path: '/description/content', message: `must have exactly the locales of \`locales\`: ${locales.join(', ')}` }];
}

/** The product a description belongs to, with the description: the target of update and delete. */
async function loadDescription({ writer, dialect }: CommandContext, id: string | number): Promise<StoredState | undefined> {
  const [row] = await writer.run(dialect.db.selectFrom('product_descriptions as d').innerJoin(`${products.table} as p`, 'p.rid', 'd.rid')
    .select('p.id').where('d.value', '=', Number(id)).limit(1).compile());
  const product = row && (await writer.read(products, String(row.id)))?.record as P | undefined;
  const description = product?.descriptions.find((d) => d.id === Number(id));
  return description && { record: { product, description }, doc: JSON.stringify(ordered(description)) };
}

const productOf = (target: Target | undefined) => target!.state.record.product as P;
const ownsProduct = (ctx: CommandContext, product: P) => (owns(ctx.principal, product.organizations.map((o) => o.id)) ? undefined : NOT_YOURS('product'));

/** Saves the product with its new descriptions and answers the description. */
async function saveWith(ctx: CommandContext, product: P, descriptions: Description[], shown: Description, members: string[]) {
  const record: P = { ...product, descriptions, meta: { ...product.meta, updatedAt: ctx.now } };
  await ctx.changes.save(products, record, { action: 'update', members }, product);
  const doc = JSON.stringify(ordered(shown));
  return { id: shown.id, doc };
}

export const descriptionsCreate = command<DescriptionCreateBody>({
  path: 'product/descriptions/create',
  permission: 'write',
  summary: 'Adds a description to a product.',
  body: DescriptionCreateBody,
  result: 'description',
  answer: ProductDescription,
  kind: 'create',
  target: recordTarget(products, 'product', (input) => input.product),
  check: async (_ctx, input) => contentViolations(input.description),
  authorize: async (ctx, _input, target) => ownsProduct(ctx, target!.state.record as P),
  async apply(ctx, input, target) {
    const product = target!.state.record as P;
    const { locales, targetGroups, type, content } = input.description;
    const description: Description = {
      id: await ctx.changes.newElementId('descriptions', 'product_descriptions'),
      locales: locales ?? [], targetGroups: targetGroups ?? [], type, content, meta: { createdAt: ctx.now, updatedAt: ctx.now },
    };
    await ctx.changes.log('descriptions', description.id, { action: 'create' });
    return saveWith(ctx, product, [...product.descriptions, description], description, ['descriptions']);
  },
});

export const descriptionsUpdate = command<DescriptionUpdateBody, undefined, DescriptionWrite>({
  path: 'product/descriptions/update',
  permission: 'write',
  summary: 'Changes a description\'s members; a member left out is unchanged.',
  body: DescriptionUpdateBody,
  result: 'description',
  answer: ProductDescription,
  kind: 'update',
  target: { what: 'description', id: (input) => input.id, load: loadDescription },
  async check(_ctx, input, target) {
    const merged = applyPatch(writableOf(target!.state.record.description as Description, DescriptionWrite), input.description, DescriptionWrite) as DescriptionWrite;
    return { violations: [...mergedViolations(DescriptionWrite, merged, '/description'), ...contentViolations(merged)], value: merged };
  },
  authorize: async (ctx, _input, target) => ownsProduct(ctx, productOf(target)),
  async apply(ctx, input, target, { checked: merged }) {
    const product = productOf(target);
    const current = target!.state.record.description as Description;
    const description: Description = {
      id: current.id, locales: merged.locales ?? [], targetGroups: merged.targetGroups ?? [], type: merged.type, content: merged.content,
      meta: { createdAt: current.meta.createdAt, updatedAt: ctx.now },
    };
    await ctx.changes.log('descriptions', current.id, { action: 'update', members: Object.keys(input.description) });
    return saveWith(ctx, product, product.descriptions.map((d) => (d.id === current.id ? description : d)), description, ['descriptions']);
  },
});

export const descriptionsDelete = command<DescriptionDeleteBody>({
  path: 'product/descriptions/delete',
  permission: 'write',
  summary: 'Deletes a description; the answer is the description as it was.',
  body: DescriptionDeleteBody,
  result: 'description',
  answer: ProductDescription,
  kind: 'delete',
  target: { what: 'description', id: (input) => input.id, load: loadDescription },
  authorize: async (ctx, _input, target) => ownsProduct(ctx, productOf(target)),
  async apply(ctx, input, target) {
    const product = productOf(target);
    const current = target!.state.record.description as Description;
    await ctx.changes.log('descriptions', current.id, { action: 'delete' });
    return saveWith(ctx, product, product.descriptions.filter((d) => d.id !== input.id), current, ['descriptions']);
  },
});
