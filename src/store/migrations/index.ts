/** Every migration, in order. Add the next one at the end; never edit a released one. */
import { initial } from './0001-initial.js';
import { searchPrefixes } from './0002-search-prefixes.js';
import { documentsByRowid } from './0003-documents-by-rowid.js';
import { activeIngredientsAndAttributes } from './0004-active-ingredients-attributes.js';
import { writeSide } from './0005-write-side.js';
import { recordChanges } from './0006-record-changes.js';
import { searchText } from './0007-search-text.js';
import { feedParts } from './0008-feed-parts.js';
import { sortKeyLength } from './0009-sort-key-length.js';
import { changes } from './0010-changes.js';
import { webhooks } from './0011-webhooks.js';
import { type Migration } from './migration.js';

export const MIGRATIONS: readonly Migration[] = [initial, searchPrefixes, documentsByRowid, activeIngredientsAndAttributes, writeSide, recordChanges, searchText, feedParts, sortKeyLength, changes, webhooks];

export const LATEST_VERSION = MIGRATIONS.at(-1)!.version;
