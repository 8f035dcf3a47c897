/**
 * How many changes a webhook's next batch read takes (src/webhooks/batch.ts nextBatchLimit): about
 * what the last batch carried when the 256 KB cut it, so that documents that will not fit are not
 * read; more again when a batch took all it read and more were waiting; never over 100.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_CHANGES, nextBatchLimit, type BatchRead } from '../../src/webhooks/batch.js';

const read = (readCount: number, sent: number, more: boolean): BatchRead => ({
  position: 'p', read: readCount, ...(sent > 0 ? { batch: { position: 'p', changes: sent, json: Buffer.from('[]'), more } } : {}),
});

describe('nextBatchLimit', () => {
  it('follows the size cut down, then back up as the records get smaller', () => {
    let limit = BATCH_CHANGES;
    // Products of about 7 KB: 38 of 100 fit.
    limit = nextBatchLimit(limit, read(100, 38, true));
    expect(limit).toBe(48);
    limit = nextBatchLimit(limit, read(48, 38, true));
    expect(limit).toBe(48);
    // Small records: all 48 fit and more wait: twice as many, up to 100.
    limit = nextBatchLimit(limit, read(48, 48, true));
    expect(limit).toBe(96);
    limit = nextBatchLimit(limit, read(96, 96, true));
    expect(limit).toBe(BATCH_CHANGES);
    // One large record alone still leaves room to read a couple more.
    expect(nextBatchLimit(BATCH_CHANGES, read(100, 1, true))).toBe(3);
  });

  it('keeps the limit when the feed had no more, or nothing to send', () => {
    expect(nextBatchLimit(48, read(10, 10, false))).toBe(48);
    expect(nextBatchLimit(48, read(0, 0, false))).toBe(48);
  });
});
