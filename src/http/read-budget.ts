/**
 * The budget of a request's reads (docs/contract.md §2: QUERY_TIMEOUT_MS): a signal aborted when
 * the time is spent (QueryTimeoutError: 503 query_timeout) or when the client goes away before its
 * answer (ClientGoneError), which the store turns into stopped database work (src/store/store.ts
 * ReadOptions).
 */
import { type FastifyReply } from 'fastify';
import { ClientGoneError, QueryTimeoutError } from '../store/store.js';
import { type Metrics } from './metrics.js';

export interface ReadBudget { signal: AbortSignal; done(): void }

export function readBudget(reply: FastifyReply, budgetMs: number, metrics: Metrics): ReadBudget {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    metrics.queryTimeouts.inc();
    controller.abort(new QueryTimeoutError(budgetMs));
  }, budgetMs);
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new ClientGoneError());
  };
  reply.raw.once('close', onClose);
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      reply.raw.off('close', onClose);
    },
  };
}
