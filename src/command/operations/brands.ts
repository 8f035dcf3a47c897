/**
 * POST /v4/brands/create and /v4/brands/update (docs/contract.md §13). A brand's name is unique,
 * compared folded (case and accents aside), on create and on rename. A manager's new brand joins
 * its organization's `brands[]`, which makes the organization its owner. Products embed a brand's
 * view: a change reaches them through the propagation of the brand.
 */
import { brands } from '../../resources/brands/resource.js';
import { type BrandRecord } from '../../resources/brands/record.js';
import { BrandCreateBody, BrandUpdateBody, BrandWrite } from '../../resources/brands/write.js';
import { applyPatch, mergedViolations, writableOf } from '../../resources/common/partial.js';
import { organizations } from '../../resources/organizations/resource.js';
import { type OrganizationRecord } from '../../resources/organizations/record.js';
import { sortKey } from '../../text/fold.js';
import { command, recordTarget, type CommandContext } from '../declare.js';
import { ConflictError } from '../errors.js';
import { isAdministrator, NOT_YOURS, ownOrganization, ownsBrand } from '../../auth/ownership.js';

/** 409 when another brand has this name, folded (docs/contract.md §13). */
async function checkNameFree({ writer }: CommandContext, name: string, self?: number): Promise<void> {
  if (await writer.taken(brands, 'name_key', sortKey(name), self)) {
    throw new ConflictError('Another brand has this name (compared without regard to case and accents).', '/brand/name');
  }
}

export const brandsCreate = command<BrandCreateBody>({
  path: 'brands/create',
  permission: 'write',
  summary: 'Creates a brand; a manager\'s new brand joins its organization\'s brands.',
  body: BrandCreateBody,
  result: 'brand',
  kind: 'create',
  async authorize(ctx) {
    if (!isAdministrator(ctx.principal) && !(await ownOrganization(ctx.writer, ctx.principal))) return 'Your key\'s user has no organization to own the brand.';
    return undefined;
  },
  async apply(ctx, input) {
    const { writer, changes, now, principal } = ctx;
    await checkNameFree(ctx, input.brand.name);
    const record: BrandRecord = {
      id: await changes.newRecordId(brands),
      name: input.brand.name,
      logo: input.brand.logo ?? null,
      meta: { createdAt: now, updatedAt: now },
    };
    const doc = await changes.save(brands, record, { action: 'create' });
    if (!isAdministrator(principal)) {
      const organization = (await ownOrganization(writer, principal))!;
      const owner: OrganizationRecord = { ...organization, brands: [...organization.brands, record.id], meta: { ...organization.meta, updatedAt: now } };
      await changes.save(organizations, owner, { action: 'update', members: ['brands'] }, organization);
    }
    return { resource: brands, id: record.id, doc };
  },
});

export const brandsUpdate = command<BrandUpdateBody, undefined, BrandWrite>({
  path: 'brands/update',
  permission: 'write',
  summary: 'Changes a brand\'s name or logo; every product that embeds the brand follows.',
  body: BrandUpdateBody,
  result: 'brand',
  kind: 'update',
  target: recordTarget(brands, 'brand', (input) => input.id),
  async check(_ctx, input, target) {
    const merged = applyPatch(writableOf(target!.state.record, BrandWrite), input.brand, BrandWrite) as BrandWrite;
    return { violations: mergedViolations(BrandWrite, merged, '/brand'), value: merged };
  },
  async authorize({ writer, principal }, input) {
    return (await ownsBrand(writer, principal, input.id)) ? undefined : NOT_YOURS('brand');
  },
  async apply(ctx, input, target, { checked: merged }) {
    const current = target!.state.record as BrandRecord;
    if (merged.name !== current.name) await checkNameFree(ctx, merged.name, current.id);
    const record: BrandRecord = { id: current.id, name: merged.name, logo: merged.logo ?? null, meta: { ...current.meta, updatedAt: ctx.now } };
    // Saving it brings the products that embed the brand along (Changes.save).
    const doc = await ctx.changes.save(brands, record, { action: 'update', members: Object.keys(input.brand) }, current);
    return { resource: brands, id: record.id, doc };
  },
});
