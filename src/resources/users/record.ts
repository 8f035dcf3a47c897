/**
 * The stored user record: the User query view of the spec ("Resources and their fields / User")
 * plus the hidden fields `email`, `role`, `isEnabled` and `subscription`, shaped as in users/create
 * (decisions section 9). Password hashes and API keys are stored elsewhere and never exported.
 */
import Type from 'typebox';
import { Enum, IntId, Meta, StrictObject, Text, Timestamp } from '../common/schema.js';

/** Spec, users/create `role`. */
export const USER_ROLES = [
  'organization_manager', 'organization_customer_service', 'medical_professional', 'software_developer',
] as const;

/** decisions section 3: seeded subscription types (reference data, so the schema takes any ID). */
export const SUBSCRIPTION_TYPES = { reader: 1, manager: 2, administrator: 3 } as const;

export const UserSubscription = StrictObject({
  type: IntId,
  start: Type.Optional(Timestamp),
  end: Type.Optional(Timestamp),
});

export const UserRecord = StrictObject({
  id: IntId,
  /** users/create `profile.name`. */
  name: Text(200),
  organization: IntId,
  /** Hidden (decisions section 9); unique across users (decisions section 2: 409 on a duplicate). */
  email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+$' }),
  role: Enum(USER_ROLES),
  isEnabled: Type.Boolean(),
  subscription: UserSubscription,
  meta: Meta,
});

export type UserRecord = Type.Static<typeof UserRecord>;

/** Stored fields that the result view does not show (decisions section 9). */
export const USER_HIDDEN_FIELDS = ['email', 'role', 'isEnabled', 'subscription'] as const;
