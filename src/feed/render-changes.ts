/**
 * A change feed answer's changes as JSON (docs/api.md "Following changes"): for the feed's routes
 * and for webhook batches (src/webhooks/), each record as its resource's query shows it to the
 * caller or the webhook's owner.
 */
import { type ServedResource } from '../resources/registry.js';
import { type Pieces } from '../resources/pieces.js';
import { type ViewContext } from '../resources/view.js';
import { type Change } from './read-changes.js';

/**
 * Writes changes as JSON into `out`, one by one (`each`), each record as its resource's view
 * shows it to this caller: what a view needs for a batch (signatures) is prepared once per resource.
 */
export async function renderChanges(
  served: ReadonlyMap<string, ServedResource>, context: ViewContext, positionOf: (seq: number) => string,
  changes: readonly Change[], each: (json: Pieces, change: Change) => void,
): Promise<void> {
  const shown = new Map<string, Change[]>();
  for (const change of changes) {
    if (!change.row) continue;
    const list = shown.get(change.resource);
    if (list) list.push(change);
    else shown.set(change.resource, [change]);
  }
  const views = new Map<string, ReturnType<ServedResource['view']>>();
  for (const [path, list] of shown) {
    const { view } = served.get(path)!;
    const extra = view.prepare ? await view.prepare(context, list.map((c) => c.row!)) : {};
    views.set(path, view({ ...context, ...extra }));
  }
  for (const change of changes) {
    const out: Pieces = [`{"position":"${positionOf(change.seq)}","resource":"${change.resource}","id":${JSON.stringify(change.id)},"action":"${change.action}","at":${change.at}`];
    if (change.row) {
      out.push(',"record":');
      views.get(change.resource)!(change.row, out);
    }
    out.push('}');
    each(out, change);
  }
}
