/**
 * Which media items' files are served (decisions section 14, our decision): those of items that
 * are published and available, the items products show. An unpublished item's files answer 404
 * like a missing one: unpublishing is how an owner withdraws a wrong or no longer permitted
 * image, so it takes the image off this server too (a copy a client cached while it was public
 * stays with that client: the files are immutable by URL). One indexed count per file request.
 */
import { and, type Predicate } from '../query/predicate.js';
import { compileCount } from '../query/sql/compile.js';
import { media } from '../resources/media/resource.js';
import { type Store } from '../store/store.js';

export async function isServed(store: Store, id: number): Promise<boolean> {
  const where: Predicate = and([
    { kind: 'in', column: 'id', values: [id] },
    { kind: 'in', column: 'published', values: [1] },
    { kind: 'in', column: 'available', values: [1] },
  ]);
  return (await store.count(compileCount(store.dialect, media, where))) > 0;
}
