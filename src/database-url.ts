/** DATABASE_URL's SQLite file (docs/contract.md §10), apart so configuration can read it without opening a store. */
import { resolve } from 'node:path';

/** The file of a `sqlite:` URL or a bare path; undefined for another scheme. */
export function sqlitePath(url: string): string | undefined {
  if (url.startsWith('sqlite://')) return resolve(url.slice('sqlite://'.length) || '.');
  if (url.startsWith('sqlite:')) return resolve(url.slice('sqlite:'.length));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return undefined;
  return resolve(url);
}
