/**
 * The media resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { MediaRecord, MEDIA_HIDDEN_FIELDS } from './record.js';

export const media: ResourceDecl<MediaRecord> = {
  path: 'media',
  singular: 'mediaItem',
  table: 'media',
  idType: 'integer',
  record: MediaRecord,
  hidden: MEDIA_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'required', sorting: 'required', page: 'required', resultWindow: 10_000, streamPath: '/v4/media/stream' },
};
