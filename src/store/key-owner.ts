/**
 * The one read authentication makes per request: a key and its user (src/auth/authenticator.ts).
 * Written once for every store; each runs it on the connection that sees the latest keys.
 */
import { compiledOnce } from '../query/sql/compiled-once.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { users } from '../resources/users/resource.js';
import { type KeyOwner } from './store.js';

/**
 * A key and the columns of its user (users' declared columns) that authentication needs; its one
 * parameter is the key id. Compiled once per dialect: it runs on every request.
 */
export function keyOwnerSql(dialect: SqlDialect): string {
  return compiledOnce(dialect, 'keyOwner', [''], () => dialect.db.selectFrom('api_keys as k').leftJoin(`${users.table} as u`, 'u.id', 'k.user_id')
    .select([
      'k.id as keyId', 'k.secret_hash as secretHash', 'k.environment as environment', 'k.is_enabled as keyEnabled',
      'k.user_id as userId', 'u.is_enabled as userEnabled', 'u.organization as organizationId', 'u.subscription_type as subscriptionType',
    ])
    .where('k.id', '=', '')).sql;
}

/** The row of `keyOwnerSql` as a KeyOwner; flags are stored as 0/1. */
export function keyOwnerOf(row: Record<string, unknown> | undefined): KeyOwner | undefined {
  if (!row) return undefined;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const userEnabled = number(row.userEnabled);
  return {
    keyId: row.keyId as string,
    secretHash: row.secretHash as string,
    environment: row.environment as string,
    keyEnabled: Number(row.keyEnabled) === 1,
    userId: Number(row.userId),
    userEnabled: userEnabled === null ? null : userEnabled === 1,
    organizationId: number(row.organizationId),
    subscriptionType: number(row.subscriptionType),
  };
}
