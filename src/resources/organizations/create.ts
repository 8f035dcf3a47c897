/**
 * POST /v4/organizations/create: the request body (spec table, with its defaults).
 */
import Type from 'typebox';
import { Enum, ORGANIZATION_TYPES, StrictObject, Text, Url } from '../common/schema.js';

export const OrganizationCreateBody = StrictObject({
  settings: Type.Optional(StrictObject({ isPublic: Type.Optional(Type.Boolean()) })),
  profile: StrictObject({
    name: Type.String({ minLength: 1, maxLength: 500 }),
    address: Type.Optional(Text(500)),
    zipCode: Type.Optional(Text(32)),
    /** A subdivision code, e.g. BE-VOV. */
    region: Type.Optional(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' })),
    city: Type.Optional(Text(200)),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    phone: Type.Optional(Text(64)),
    url: Type.Optional(Url),
    type: Type.Optional(Enum(ORGANIZATION_TYPES)),
    vatNr: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  }),
});

export type OrganizationCreateBody = Type.Static<typeof OrganizationCreateBody>;
