/**
 * POST /v4/corrections/create (docs/contract.md §13): feedback on a product, from any key. It
 * starts `open`; its hidden `organization` and `createdBy` are the caller's.
 */
import { type CorrectionRecord } from '../../resources/corrections/record.js';
import { corrections } from '../../resources/corrections/resource.js';
import { CorrectionCreateBody } from '../../resources/corrections/write.js';
import { products } from '../../resources/products/resource.js';
import { command, recordTarget } from '../declare.js';

export const correctionsCreate = command<CorrectionCreateBody>({
  path: 'corrections/create',
  permission: 'read',
  summary: 'Reports a problem with a product\'s information; any key may.',
  body: CorrectionCreateBody,
  result: 'correction',
  kind: 'create',
  target: recordTarget(products, 'product', (input) => input.product),
  async authorize({ principal }) {
    return principal.organizationId === null ? 'Your key\'s user has no organization to report for.' : undefined;
  },
  async apply({ writer, changes, now, principal }, input) {
    const { locale, type, text } = input.correction;
    const record: CorrectionRecord = {
      id: await changes.newRecordId(corrections),
      product: input.product, locale, type, text, status: 'open',
      organization: principal.organizationId!, createdBy: principal.userId,
      meta: { createdAt: now, updatedAt: now },
    };
    const doc = await changes.save(corrections, record, { action: 'create' });
    return { resource: corrections, id: record.id, doc };
  },
});
