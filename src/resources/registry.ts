/**
 * Every resource the service serves, with the operations it offers. Routes, tables, import and
 * export are all derived from this list.
 */
import { type ResourceDecl } from '../query/declare.js';
import { activeIngredients } from './active-ingredients/resource.js';
import { brands } from './brands/resource.js';
import { catalogCategories } from './catalog-categories/resource.js';
import { colors } from './colors/resource.js';
import { corrections } from './corrections/resource.js';
import { dietaryRestrictions } from './dietary-restrictions/resource.js';
import { media } from './media/resource.js';
import { organizations } from './organizations/resource.js';
import { productAttributeOptions } from './product-attribute-options/resource.js';
import { productAttributes } from './product-attributes/resource.js';
import { productFamilies } from './product-families/resource.js';
import { products } from './products/resource.js';
import { publicCategories } from './public-categories/resource.js';
import { updates } from './updates/resource.js';
import { subscriptionTypes } from './subscription-types/resource.js';
import { users } from './users/resource.js';
import { asStored, withSignedProductUrls, type ViewFactory } from './view.js';

export type Operation = 'query' | 'stream' | 'find';

export interface ServedResource {
  decl: ResourceDecl<any>;
  operations: readonly Operation[];
  view: ViewFactory;
  /** docs/contract.md §1: media operations require a User-Agent header. */
  userAgentRequired?: boolean;
  /**
   * Deprecated operations (spec "Versioning" 2) answer with `Deprecation: true` and a `Link` to
   * their successor (docs/contract.md §16).
   */
  deprecated?: { successor: string };
}

/** docs/contract.md §16: the successor the deprecated attribute operations name. */
const ATTRIBUTES_SUCCESSOR = { successor: '/v4/colors/query' };

export const SERVED: readonly ServedResource[] = [
  { decl: products, operations: ['query', 'stream', 'find'], view: withSignedProductUrls },
  { decl: media, operations: ['query', 'stream', 'find'], view: asStored, userAgentRequired: true },
  { decl: organizations, operations: ['query', 'find'], view: asStored },
  { decl: brands, operations: ['query', 'find'], view: asStored },
  { decl: productFamilies, operations: ['query'], view: asStored },
  { decl: updates, operations: ['query'], view: asStored },
  { decl: corrections, operations: ['query', 'find'], view: asStored },
  { decl: users, operations: ['query'], view: asStored },
  { decl: catalogCategories, operations: ['query'], view: asStored },
  { decl: publicCategories, operations: ['query'], view: asStored },
  { decl: dietaryRestrictions, operations: ['query'], view: asStored },
  { decl: colors, operations: ['query'], view: asStored },
  { decl: activeIngredients, operations: ['query', 'find'], view: asStored },
  { decl: productAttributes, operations: ['query', 'find'], view: asStored, deprecated: ATTRIBUTES_SUCCESSOR },
  { decl: productAttributeOptions, operations: ['query', 'find'], view: asStored, deprecated: ATTRIBUTES_SUCCESSOR },
  { decl: subscriptionTypes, operations: ['query'], view: asStored },
];

/**
 * The resources the change feed answers and webhooks follow (docs/api.md "Following changes"):
 * those with a query, by path, each with the view its query shows records in.
 */
export const followed = (served: readonly ServedResource[] = SERVED): ReadonlyMap<string, ServedResource> =>
  new Map(served.filter((r) => r.operations.includes('query')).map((r) => [r.decl.path, r]));

/**
 * docs/contract.md §1: the operations under a resource whose requests need a User-Agent (media)
 * need one too, its writes included (`media/update`).
 */
export const needsUserAgent = (path: string, served: readonly ServedResource[] = SERVED): boolean =>
  served.some((r) => r.userAgentRequired === true && path.startsWith(`${r.decl.path}/`));

/**
 * Every stored resource, in import order (src/resources/records.ts says why): reference data,
 * then what products embed, then products, then what names products.
 */
export const STORED: readonly ResourceDecl<any>[] = [
  colors, dietaryRestrictions, activeIngredients, productAttributes, productAttributeOptions, publicCategories,
  catalogCategories, brands, productFamilies, organizations, users, media, products, corrections, updates,
];

/** Every table the store holds: the bulk resources and the seeded reference data. */
export const TABLES: readonly ResourceDecl<any>[] = [...STORED, subscriptionTypes];
