/**
 * POST /v4/organizations/create: the request body (spec table, with its defaults).
 */
import Type from 'typebox';
import { Doc, Enum, ORGANIZATION_TYPES, StrictObject, Text, Url } from '../common/schema.js';

/** The contact members: shown in the answer's `contactInformation`, for suppliers only. */
const CONTACT = ' Shown in `contactInformation`, which only suppliers have.';

export const OrganizationCreateBody = StrictObject({
  settings: Doc(Type.Optional(StrictObject({
    isPublic: Doc(Type.Optional(Type.Boolean()), 'Whether the organization is public (visible to others); default `true`.'),
  })), 'The organization\'s settings; kept with the organization, not shown in results or bulk files.'),
  profile: Doc(StrictObject({
    name: Doc(Type.String({ minLength: 1, maxLength: 500 }), 'The organization name.'),
    address: Doc(Type.Optional(Text(500)), `Street address.${CONTACT}`),
    zipCode: Doc(Type.Optional(Text(32)), `Postal code.${CONTACT}`),
    /** A subdivision code, e.g. BE-VOV. */
    region: Doc(Type.Optional(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' })), 'The region, as an ISO 3166-2 subdivision code '
      + '(`BE-VOV`). Shown in `contactInformation.region`, for suppliers only, with the code as both `value` and `label`.'),
    city: Doc(Type.Optional(Text(200)), `City.${CONTACT}`),
    country: Doc(Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), `Country, as a two-letter ISO 3166-1 code (BE, NL).${CONTACT}`),
    phone: Doc(Type.Optional(Text(64)), 'Telephone number; kept with the organization, not shown in results or bulk files.'),
    url: Doc(Type.Optional(Url), `Address of the organization's website.${CONTACT}`),
    type: Doc(Type.Optional(Enum(ORGANIZATION_TYPES)), 'The kind of organization: `supplier`, `marketing`, `medical_professional` '
      + 'or `other` (the default).'),
    vatNr: Doc(Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      'The organization\'s VAT number; stored as its hidden `vatNr`, read by the organizations and users `vatNr` filters.'),
  }), 'The organization\'s details.'),
});

export type OrganizationCreateBody = Type.Static<typeof OrganizationCreateBody>;
