/**
 * The stored organization record: the organizations query view of the spec ("Resources and their
 * fields / Organization", query view) plus the hidden fields `vatNr` and `specializations`
 * (decisions section 9). Inside a product an organization has another shape (localized name, region
 * as a plain string): that product view is `ProductOrganization` in products/record.ts.
 */
import Type from 'typebox';
import { Enum, IntId, Meta, ORGANIZATION_TYPES, StrictObject, Text, Url } from '../common/schema.js';

/** Query view: `region` is an object (`value` = subdivision code, `label` = its name). */
export const OrganizationContactInformation = StrictObject({
  address: Type.Optional(Text(500)),
  zipCode: Type.Optional(Text(32)),
  city: Type.Optional(Text(200)),
  region: Type.Optional(StrictObject({ value: Text(16), label: Text(200) })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  email: Type.Optional(Text(320)),
  url: Type.Optional(Url),
});

export const OrganizationRecord = StrictObject({
  id: IntId,
  name: Text(500),
  type: Enum(ORGANIZATION_TYPES),
  brands: Type.Array(IntId, { maxItems: 100_000 }),
  productFamilies: Type.Array(IntId, { maxItems: 100_000 }),
  /** Only when type is `supplier` (spec). */
  contactInformation: Type.Optional(OrganizationContactInformation),
  /** Hidden (decisions section 9): VAT number, read by the organizations and users `vatNr` filters. */
  vatNr: Type.Optional(Text(32)),
  /** Hidden (decisions section 9): public category IDs, read by the `specializations` filter. */
  specializations: Type.Array(IntId, { maxItems: 1_000 }),
  meta: Meta,
});

export type OrganizationRecord = Type.Static<typeof OrganizationRecord>;

/** Stored fields that the result view does not show (decisions section 9). */
export const ORGANIZATION_HIDDEN_FIELDS = ['vatNr', 'specializations'] as const;
