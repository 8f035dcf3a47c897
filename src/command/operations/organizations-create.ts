/**
 * POST /v4/organizations/create (spec; docs/contract.md §3 and §8): a new organization, with its
 * contact information shown for suppliers only and the rest kept privately.
 */
import { OrganizationCreateBody } from '../../resources/organizations/create.js';
import { type OrganizationRecord } from '../../resources/organizations/record.js';
import { organizations } from '../../resources/organizations/resource.js';
import { command } from '../declare.js';

/** Profile members that form an organization's contact information, in the record's order. */
const CONTACT_FIELDS = ['address', 'zipCode', 'city', 'region', 'country', 'url'] as const;

export const organizationsCreate = command<OrganizationCreateBody>({
  path: 'organizations/create',
  permission: 'create',
  summary: 'Creates an organization.',
  body: OrganizationCreateBody,
  result: 'organization',
  kind: 'create',
  authorize: async () => undefined,
  async apply({ writer, changes, now }, input) {
    const { profile } = input;
    const type = profile.type ?? 'other';
    const record: OrganizationRecord = {
      id: await changes.newRecordId(organizations),
      name: profile.name,
      type,
      brands: [],
      productFamilies: [],
      specializations: [],
      meta: { createdAt: now, updatedAt: now },
    };
    // Spec: contact information only for suppliers.
    if (type === 'supplier') {
      const contact: Record<string, unknown> = {};
      for (const key of CONTACT_FIELDS) {
        const value = profile[key];
        // The region's label is its code: no names of subdivisions are kept.
        if (value !== undefined) contact[key] = key === 'region' ? { value, label: value } : value;
      }
      record.contactInformation = contact as OrganizationRecord['contactInformation'];
    }
    if (profile.vatNr !== undefined) record.vatNr = profile.vatNr;
    const doc = await changes.save(organizations, record, { action: 'create' });
    await writer.setPrivate(organizations, record.id, {
      settings: { isPublic: input.settings?.isPublic ?? true },
      ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
      ...(type !== 'supplier' ? { contact: Object.fromEntries(CONTACT_FIELDS.map((key) => [key, profile[key]])) } : {}),
    });
    return { resource: organizations, id: record.id, doc };
  },
});
