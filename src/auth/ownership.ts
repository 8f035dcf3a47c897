/**
 * Who owns what (docs/contract.md §13): a product is owned by the organizations in its
 * `organizations[]`, a media item by its hidden `organizations`, a brand by the organizations whose
 * `brands[]` list it, a description by its product's owners. A manager may write what its own
 * organization owns; an administrator everything.
 */
import { type Principal } from './authenticator.js';
import { organizations } from '../resources/organizations/resource.js';
import { type OrganizationRecord } from '../resources/organizations/record.js';
import { grants } from '../resources/subscription-types/resource.js';
import { type Writer } from '../store/store.js';

export const isAdministrator = (principal: Principal): boolean => grants(principal.subscriptionType, 'administer');

/**
 * Whether the caller may manage what belongs to this user (its API keys, its webhooks): its own,
 * as a manager its organization's users', as an administrator anyone's.
 */
export const managesUser = (principal: Principal, user: { id: number; organization: number | null }): boolean =>
  user.id === principal.userId || isAdministrator(principal)
  || (grants(principal.subscriptionType, 'write') && user.organization === principal.organizationId);

/** Whether the caller may write a record owned by these organizations. */
export const owns = (principal: Principal, owners: readonly number[]): boolean =>
  isAdministrator(principal) || (principal.organizationId !== null && owners.includes(principal.organizationId));

/** The caller's organization as stored, if it has one. */
export async function ownOrganization(writer: Writer, principal: Principal): Promise<OrganizationRecord | undefined> {
  if (principal.organizationId === null) return undefined;
  return (await writer.read(organizations, principal.organizationId))?.record as OrganizationRecord | undefined;
}

/** Whether the caller may write this brand: its organization lists the brand, or it administers. */
export async function ownsBrand(writer: Writer, principal: Principal, brandId: number): Promise<boolean> {
  if (isAdministrator(principal)) return true;
  return (await ownOrganization(writer, principal))?.brands.includes(brandId) ?? false;
}

export const NOT_YOURS = (what: string) => `This ${what} belongs to another organization; you may write only your own organization's records.`;
