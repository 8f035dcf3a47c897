/**
 * Which media items' files are served (docs/contract.md §14, our decision): those of items that
 * are published and available, the items products show. An unpublished item's files answer 404
 * like a missing one: unpublishing is how an owner withdraws a wrong or no longer permitted
 * image, so it takes the image off this server too (a copy a client cached while it was public
 * stays with that client: the files are immutable by URL). One indexed count per file request,
 * through the media's own `published` and `available` filters.
 */
import { filterPredicate } from '../query/plan.js';
import { and, type Predicate } from '../query/predicate.js';
import { compileCount } from '../query/sql/compile.js';
import { media } from '../resources/media/resource.js';
import { type Store } from '../store/store.js';

const SHOWN = and([filterPredicate(media, 'published', true)!, filterPredicate(media, 'available', true)!]);

export async function isServed(store: Store, id: number): Promise<boolean> {
  // Media have no `id` filter (spec): the item is picked by its key column.
  const where: Predicate = and([{ kind: 'in', column: 'id', values: [id] }, SHOWN]);
  const query = compileCount(store.dialect, media, where);
  if ((await store.count(query)) > 0) return true;
  // A replica may not have an item uploaded through another machine a moment ago, whose URL the
  // uploader already has: the primary decides a 404 (docs/deployment.md "Several machines").
  return (await store.count(query, { primary: true })) > 0;
}
