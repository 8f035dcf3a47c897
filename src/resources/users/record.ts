/**
 * The stored user record: the User query view of the spec ("Resources and their fields / User")
 * plus the hidden fields `email`, `role`, `isEnabled` and `subscription`, shaped as in users/create
 * (docs/contract.md §9). Password hashes and API keys are stored elsewhere and never exported.
 */
import Type from 'typebox';
import { Doc, Enum, IntId, Meta, StrictObject, Text, Timestamp } from '../common/schema.js';

/** Spec, users/create `role`. */
export const USER_ROLES = [
  'organization_manager', 'organization_customer_service', 'medical_professional', 'software_developer',
] as const;

/** docs/contract.md §3: seeded subscription types (reference data, so the schema takes any ID). */
export const SUBSCRIPTION_TYPES = { reader: 1, manager: 2, administrator: 3 } as const;

export const UserSubscription = StrictObject({
  type: Doc(IntId, 'ID of the subscription type: as seeded, 1 `reader`, 2 `manager`, 3 `administrator`.'),
  start: Doc(Type.Optional(Timestamp), 'When the subscription starts; present only when set.'),
  end: Doc(Type.Optional(Timestamp), 'When the subscription ends; present only when set.'),
});

export const UserRecord = StrictObject({
  id: Doc(IntId, 'The user\'s ID.'),
  /** users/create `profile.name`. */
  name: Doc(Text(200), 'The user\'s name (`profile.name` when the user was created).'),
  organization: Doc(IntId, 'ID of the organization the user belongs to; read by the `organization` filter.'),
  /** Hidden (docs/contract.md §9); unique across users (docs/contract.md §2: 409 on a duplicate). */
  email: Doc(Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+$' }),
    'The user\'s e-mail address, unique across users (compared case-insensitively). No filter reads it.'),
  role: Doc(Enum(USER_ROLES), 'The user\'s role in the organization: `organization_manager`, `organization_customer_service`, '
    + '`medical_professional` or `software_developer`. No filter reads it.'),
  isEnabled: Doc(Type.Boolean(), 'Whether the user may use the API: the API keys of a disabled user do not authenticate. '
    + 'No filter reads it.'),
  subscription: Doc(UserSubscription, 'The user\'s subscription: its type decides which operations the user\'s API keys may call. '
    + 'No filter reads it.'),
  meta: Doc(Meta, 'When the user was created and last changed.'),
});

export type UserRecord = Type.Static<typeof UserRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const USER_HIDDEN_FIELDS = ['email', 'role', 'isEnabled', 'subscription'] as const;
