/**
 * POST /v4/users/create: the request body (spec table, with its required members and defaults).
 */
import Type from 'typebox';
import { Doc, Enum, IntId, Locale, StrictObject, TARGET_GROUPS, Timestamp } from '../common/schema.js';
import { USER_ROLES } from './record.js';

export const UserCreateBody = StrictObject({
  email: Doc(Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    'The new user\'s e-mail address; one that another user has already (compared case-insensitively) is a 409 `conflict`.'),
  /**
   * Optional; when given at least 8 characters, none of them a control character: scrypt would
   * hash `secret` and `secret\0` alike (docs/api.md "Authentication"). Stored only as a slow salted hash.
   */
  password: Doc(Type.Optional(Type.String({ minLength: 8, maxLength: 500, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$' })),
    'A password of at least 8 characters, without control characters; kept only as a slow salted hash, never shown.'),
  role: Doc(Enum(USER_ROLES), 'The user\'s role in the organization: `organization_manager`, `organization_customer_service`, '
    + '`medical_professional` or `software_developer`.'),
  targetGroups: Doc(Type.Optional(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 })), 'The audiences the user belongs to '
    + '(`consumer`, `pharmacist`, `medical_professional`, `veterinarian`); kept with the user, not shown in results or bulk files.'),
  organization: Doc(IntId, 'ID of the organization the user joins; a manager may name only its own organization.'),
  isEnabled: Doc(Type.Optional(Type.Boolean()), 'Whether the user may use the API; default `true`.'),
  profile: Doc(StrictObject({
    name: Doc(Type.String({ minLength: 1, maxLength: 200 }), 'The user\'s name; the new user\'s `name`.'),
  }), 'The user\'s profile.'),
  preferences: Doc(StrictObject({
    isPublic: Doc(Type.Optional(Type.Boolean()), 'Whether the user is public (visible to others); default `true`.'),
    language: Doc(Locale, 'The user\'s preferred language, as a locale code (`nl`, `fr`, `en`, `de`).'),
  }), 'The user\'s preferences; kept with the user, not shown in results or bulk files.'),
  subscription: Doc(StrictObject({
    type: Doc(IntId, 'ID of the subscription type to give (1 `reader`, 2 `manager`, 3 `administrator` as seeded); '
      + 'a manager may give only `reader` or `manager`.'),
    start: Doc(Type.Optional(Timestamp), 'When the subscription starts.'),
    end: Doc(Type.Optional(Timestamp), 'When the subscription ends.'),
  }), 'The subscription to give the user; it decides which operations the user\'s API keys may call.'),
});

export type UserCreateBody = Type.Static<typeof UserCreateBody>;
