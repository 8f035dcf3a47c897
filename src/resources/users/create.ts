/**
 * POST /v4/users/create: the request body (spec table, with its required members and defaults).
 */
import Type from 'typebox';
import { Enum, IntId, Locale, StrictObject, TARGET_GROUPS, Timestamp } from '../common/schema.js';
import { USER_ROLES } from './record.js';

export const UserCreateBody = StrictObject({
  email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  /** Optional; when given at least 8 characters (docs/api.md). Stored only as a slow salted hash. */
  password: Type.Optional(Type.String({ minLength: 8, maxLength: 500 })),
  role: Enum(USER_ROLES),
  targetGroups: Type.Optional(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 })),
  organization: IntId,
  isEnabled: Type.Optional(Type.Boolean()),
  profile: StrictObject({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
  preferences: StrictObject({ isPublic: Type.Optional(Type.Boolean()), language: Locale }),
  subscription: StrictObject({ type: IntId, start: Type.Optional(Timestamp), end: Type.Optional(Timestamp) }),
});

export type UserCreateBody = Type.Static<typeof UserCreateBody>;
