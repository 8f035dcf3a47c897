/**
 * Users: one to four per organization, with roles that fit the organization type. Users 1, 2 and 3
 * are enabled and have subscription types 3 (administrator), 2 (manager) and 1 (reader) (docs/contract.md
 * §3), so demo and test keys of every type can always be issued. E-mail addresses are unique (users/create answers 409 on a duplicate).
 */
import type { UserRecord } from '../../resources/users/record.js';
import { SUBSCRIPTION_TYPES } from '../../resources/users/record.js';
import { Prng, Weighted } from '../prng.js';
import { fold } from '../text.js';
import { DAY, TIME_END, metaBetween, timeBetween } from '../time.js';
import { FIRST_NAMES, LAST_NAMES } from '../vocabulary/people.js';
import type { OrganizationInfo } from './companies.js';

type Role = UserRecord['role'];

const ROLES: Readonly<Record<OrganizationInfo['record']['type'], Weighted<Role>>> = {
  supplier: new Weighted<Role>([['organization_manager', 30], ['organization_customer_service', 30], ['software_developer', 40]]),
  marketing: new Weighted<Role>([['organization_manager', 50], ['organization_customer_service', 30], ['software_developer', 20]]),
  medical_professional: new Weighted<Role>([['medical_professional', 70], ['organization_manager', 30]]),
  other: new Weighted<Role>([['organization_manager', 40], ['software_developer', 40], ['organization_customer_service', 20]]),
};
/** Users 1, 2 and 3 are enabled and hold each seeded subscription type, so keys of every type can be issued. */
const FIXED = [SUBSCRIPTION_TYPES.administrator, SUBSCRIPTION_TYPES.manager, SUBSCRIPTION_TYPES.reader] as const;
const USERS_PER_TYPE = { supplier: [1, 4], marketing: [1, 2], medical_professional: [1, 3], other: [1, 2] } as const;

export function buildUsers(seed: number, organizations: readonly OrganizationInfo[]): UserRecord[] {
  const rng = new Prng(seed, 'users');
  const emails = new Set<string>();
  const users: UserRecord[] = [];
  for (const organization of organizations) {
    const [min, max] = USERS_PER_TYPE[organization.record.type];
    for (let n = rng.range(min, max); n > 0; n--) {
      const id = users.length + 1;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const local = `${fold(first)}.${fold(last).replace(/[^a-z]/g, '')}`;
      let email = `${local}@${organization.domain}`;
      for (let k = 2; emails.has(email); k++) email = `${local}${k}@${organization.domain}`;
      emails.add(email);
      const role: Role = id <= 2 ? (id === 1 ? 'software_developer' : 'organization_manager') : ROLES[organization.record.type].pick(rng);
      const type = id <= FIXED.length ? FIXED[id - 1]!
        : rng.chance(0.03) ? SUBSCRIPTION_TYPES.administrator
          : role === 'organization_manager' && rng.chance(0.7) ? SUBSCRIPTION_TYPES.manager
            : SUBSCRIPTION_TYPES.reader;
      const meta = metaBetween(rng, organization.record.meta.createdAt, TIME_END - 30 * DAY, 0.5);
      const start = rng.chance(0.6) ? timeBetween(rng, meta.createdAt, meta.createdAt + 30 * DAY) : undefined;
      const ends = start === undefined ? undefined : start + rng.range(1, 3) * 365 * DAY;
      // The fixed users keep a running subscription.
      const end = ends !== undefined && ends <= TIME_END && id > FIXED.length && rng.chance(0.4) ? ends : undefined;
      users.push({
        id, name: `${first} ${last}`, organization: organization.record.id, email, role,
        isEnabled: id <= FIXED.length || rng.chance(0.92), subscription: { type, start, end }, meta,
      });
    }
  }
  return users;
}
