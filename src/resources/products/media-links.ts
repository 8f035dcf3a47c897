/**
 * The bodies of products/add-media and products/remove-media (docs/contract.md §13).
 */
import Type from 'typebox';
import { Doc, IntId, StrictObject } from '../common/schema.js';

const Product = Doc(Type.String({ minLength: 1, maxLength: 64 }), 'ID of the product.');
const MediaItem = Doc(IntId, 'ID of the media item.');

export const AddMediaBody = StrictObject({
  product: Product,
  mediaItem: MediaItem,
  displayOrder: Doc(Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })), 'The 1-based position among the product\'s items of '
    + 'the same kind (photos, frontals or links); left out, or past the end: last. An item already linked moves there.'),
});
export type AddMediaBody = Type.Static<typeof AddMediaBody>;

export const RemoveMediaBody = StrictObject({ product: Product, mediaItem: MediaItem });
export type RemoveMediaBody = Type.Static<typeof RemoveMediaBody>;
