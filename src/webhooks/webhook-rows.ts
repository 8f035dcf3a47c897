/**
 * Webhooks and their deliveries as stored (tables: src/store/ddl.ts `webhookTables`), and as
 * answered (schemas.ts). Every statement is built with the store's dialect; values are parameters.
 */
import { type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../query/sql/dialect.js';

export interface WebhookRow {
  id: number;
  user_id: number;
  key_id: string;
  url: string;
  /** JSON array of resource paths. */
  resources: string;
  description: string | null;
  is_enabled: number;
  disabled_reason: string | null;
  position: string;
  /** Sealed (secret-box.ts). */
  secret: string;
  old_secret: string | null;
  /** Unix seconds until which the old secret signs beside the new one. */
  old_secret_until: number | null;
  created_at: number;
  updated_at: number;
  lease_owner: string | null;
  /** Milliseconds. */
  lease_until: number | null;
  /** Milliseconds: no attempt before. */
  next_attempt_at: number | null;
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  message_id: string;
  type: 'catalog.changes' | 'catalog.ping';
  position_from: string | null;
  position: string | null;
  changes: number;
  attempts: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** Unix seconds. */
  created_at: number;
  /** Milliseconds. */
  last_at: number | null;
  last_status: number | null;
  last_ms: number | null;
  last_error: string | null;
  /** Milliseconds. */
  next_attempt_at: number | null;
}

/** Stored integers come back as strings from some drivers (PostgreSQL's bigint); null stays null. */
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function webhookRow(raw: Record<string, unknown>): WebhookRow {
  return {
    ...(raw as unknown as WebhookRow),
    id: Number(raw.id), user_id: Number(raw.user_id), is_enabled: Number(raw.is_enabled), created_at: Number(raw.created_at), updated_at: Number(raw.updated_at),
    old_secret_until: n(raw.old_secret_until), lease_until: n(raw.lease_until), next_attempt_at: n(raw.next_attempt_at),
  };
}

export function deliveryRow(raw: Record<string, unknown>): DeliveryRow {
  return {
    ...(raw as unknown as DeliveryRow),
    id: Number(raw.id), webhook_id: Number(raw.webhook_id), changes: Number(raw.changes), attempts: Number(raw.attempts), created_at: Number(raw.created_at),
    last_at: n(raw.last_at), last_status: n(raw.last_status), last_ms: n(raw.last_ms), next_attempt_at: n(raw.next_attempt_at),
  };
}

/** Why a caller may not see or change a webhook it does not manage (403). */
export const REFUSED = 'You may manage only your own webhooks, or as a manager those of your organization\'s users.';

export const selectWebhook = (dialect: SqlDialect, id: number): CompiledQuery =>
  dialect.db.selectFrom('webhooks').selectAll().where('id', '=', id).compile();

/** The webhook's answer object (schemas.ts WebhookAnswer); `secret` only where it is shown, once. */
export function webhookJson(row: WebhookRow, secret?: string): string {
  const shown: Record<string, unknown> = { id: row.id, url: row.url, resources: JSON.parse(row.resources) as string[] };
  if (row.description !== null) shown.description = row.description;
  shown.isEnabled = row.is_enabled === 1;
  if (row.is_enabled !== 1 && row.disabled_reason !== null) shown.disabledReason = row.disabled_reason;
  shown.position = row.position;
  if (secret !== undefined) shown.secret = secret;
  shown.meta = { createdAt: row.created_at, updatedAt: row.updated_at };
  return JSON.stringify(shown);
}

/** The delivery's answer object (schemas.ts DeliveryAnswer). */
export function deliveryJson(row: DeliveryRow): string {
  const shown: Record<string, unknown> = { id: row.id, webhook: row.webhook_id, type: row.type, messageId: row.message_id };
  if (row.position_from !== null) shown.positionFrom = row.position_from;
  if (row.position !== null) shown.position = row.position;
  Object.assign(shown, { changes: row.changes, attempts: row.attempts, status: row.status, createdAt: row.created_at });
  if (row.last_at !== null) {
    const last: Record<string, unknown> = { at: Math.floor(row.last_at / 1000) };
    if (row.last_status !== null) last.httpStatus = row.last_status;
    last.ms = row.last_ms ?? 0;
    if (row.last_error !== null) last.error = row.last_error;
    shown.lastAttempt = last;
  }
  if (row.status === 'pending' && row.next_attempt_at !== null) shown.nextAttemptAt = Math.ceil(row.next_attempt_at / 1000);
  return JSON.stringify(shown);
}
