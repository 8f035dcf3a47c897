/**
 * Every write operation the service offers (docs/contract.md §13). Routes, the API reference
 * and the fuzz test are derived from this list; adding an operation is adding its declaration here.
 */
import { type CommandDecl } from './declare.js';
import { apiKeysCreate, apiKeysRevoke } from './operations/api-keys.js';
import { brandsCreate, brandsUpdate } from './operations/brands.js';
import { correctionsCreate } from './operations/corrections.js';
import { descriptionsCreate, descriptionsDelete, descriptionsUpdate } from './operations/descriptions.js';
import { mediaCreateLink, mediaUpload } from './operations/media-create.js';
import { mediaPublish, mediaUnpublish, mediaUpdate } from './operations/media-update.js';
import { productsAddMedia, productsRemoveMedia } from './operations/product-media.js';
import { organizationsCreate } from './operations/organizations-create.js';
import { productsCreate, productsUpdate } from './operations/products.js';
import { usersCreate } from './operations/users-create.js';
import { webhooksCreate, webhooksDelete, webhooksRedeliver, webhooksRotateSecret, webhooksUpdate } from './operations/webhooks.js';

export const COMMANDS: readonly CommandDecl[] = [
  usersCreate, organizationsCreate, productsCreate, productsUpdate, productsAddMedia, productsRemoveMedia,
  mediaUpload, mediaCreateLink, mediaUpdate, mediaPublish, mediaUnpublish,
  descriptionsCreate, descriptionsUpdate, descriptionsDelete, brandsCreate, brandsUpdate, correctionsCreate, apiKeysCreate, apiKeysRevoke,
  webhooksCreate, webhooksUpdate, webhooksDelete, webhooksRotateSecret, webhooksRedeliver,
];
