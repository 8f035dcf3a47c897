/**
 * The stored organization record: the organizations query view of the spec ("Resources and their
 * fields / Organization", query view) plus the hidden fields `vatNr` and `specializations`
 * (docs/contract.md §9). Inside a product an organization has another shape (localized name, region
 * as a plain string): that product view is `ProductOrganization` in products/record.ts.
 */
import Type from 'typebox';
import { Doc, Enum, IntId, Meta, ORGANIZATION_TYPES, StrictObject, Text, Url } from '../common/schema.js';

/** Query view: `region` is an object (`value` = subdivision code, `label` = its name). */
export const OrganizationContactInformation = StrictObject({
  address: Doc(Type.Optional(Text(500)), 'Street address.'),
  zipCode: Doc(Type.Optional(Text(32)), 'Postal code.'),
  city: Doc(Type.Optional(Text(200)), 'City.'),
  region: Doc(Type.Optional(StrictObject({
    value: Doc(Text(16), 'The subdivision code (ISO 3166-2, e.g. `BE-VOV`).'),
    label: Doc(Text(200), 'The region\'s name; the code again when no name is known.'),
  })), 'The region (province or state) the organization is in.'),
  country: Doc(Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), 'Country, as a two-letter ISO 3166-1 code (`BE`, `NL`).'),
  email: Doc(Type.Optional(Text(320)), 'Contact e-mail address.'),
  url: Doc(Type.Optional(Url), 'Address of the organization\'s website.'),
});

export const OrganizationRecord = StrictObject({
  id: Doc(IntId, 'The organization\'s ID.'),
  name: Doc(Text(500), 'The organization name, one string for every language (inside a product it is repeated under each locale).'),
  type: Doc(Enum(ORGANIZATION_TYPES), 'The kind of organization: `supplier`, `marketing` (a marketing company), '
    + '`medical_professional` or `other`.'),
  brands: Doc(Type.Array(IntId, { maxItems: 100_000 }), 'IDs of the brands associated with the organization; '
    + 'it owns them, so its managers may change them.'),
  productFamilies: Doc(Type.Array(IntId, { maxItems: 100_000 }), 'IDs of the product families associated with the organization.'),
  /** Only when type is `supplier` (spec). */
  contactInformation: Doc(Type.Optional(OrganizationContactInformation), 'How to reach the organization; present only when `type` '
    + 'is `supplier`.'),
  /** Hidden (docs/contract.md §9): VAT number, read by the organizations and users `vatNr` filters. */
  vatNr: Doc(Type.Optional(Text(32)), 'The organization\'s VAT number, when known; read by the `vatNr` filter of organizations '
    + 'and by that of users (which finds the organization\'s users).'),
  /** Hidden (docs/contract.md §9): public category IDs, read by the `specializations` filter. */
  specializations: Doc(Type.Array(IntId, { maxItems: 1_000 }), 'IDs of the public categories the organization specializes in; '
    + 'read by the `specializations` filter, which also matches their subcategories.'),
  meta: Doc(Meta, 'When the organization was added and last changed.'),
});

export type OrganizationRecord = Type.Static<typeof OrganizationRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const ORGANIZATION_HIDDEN_FIELDS = ['vatNr', 'specializations'] as const;
