/**
 * Page buffers (src/http/body-buffers.ts): a buffer serves another page only after its response's
 * last byte was handed to the system, never while a socket may still read it.
 */
import { EventEmitter } from 'node:events';
import { type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BodyBuffers } from '../../src/http/body-buffers.js';
import { joinPieces } from '../../src/resources/pieces.js';

const response = () => new EventEmitter() as unknown as ServerResponse;
const KB = 1024;

describe('body buffers', () => {
  it('gives a buffer again only after its response finished', () => {
    const bodies = new BodyBuffers();
    const first = response();
    const a = bodies.for(first)(300 * KB);
    const b = bodies.for(response())(300 * KB);
    expect(b.buffer).not.toBe(a.buffer);
    first.emit('finish');
    expect(bodies.keptBytes).toBe(512 * KB);
    const c = bodies.for(response())(400 * KB);
    expect(c.buffer).toBe(a.buffer);
    expect(bodies.keptBytes).toBe(0);
  });

  it('keeps the buffer of a response that closed without finishing away from other pages', () => {
    const bodies = new BodyBuffers();
    const gone = response();
    const a = bodies.for(gone)(300 * KB);
    gone.emit('close');
    expect(bodies.keptBytes).toBe(0);
    expect(bodies.for(response())(300 * KB).buffer).not.toBe(a.buffer);
  });

  it('sizes buffers by class, and keeps no more free bytes than its limit', () => {
    const bodies = new BodyBuffers(1024 * KB);
    const responses = [response(), response(), response()];
    const buffers = responses.map((r) => bodies.for(r)(600 * KB));
    for (const buffer of buffers) expect(buffer.length).toBe(1024 * KB);
    expect(bodies.for(response())(10).length).toBe(256 * KB);
    for (const r of responses) r.emit('finish');
    expect(bodies.keptBytes).toBe(1024 * KB);
    // A small body does not take a large class's buffer.
    expect(bodies.for(response())(10).buffer).not.toBe(buffers[0]!.buffer);
  });

  it('gives a body past the largest class a buffer of its own, never kept', () => {
    const bodies = new BodyBuffers();
    const done = response();
    const big = bodies.for(done)(9 * 1024 * KB);
    expect(big.length).toBe(9 * 1024 * KB);
    done.emit('finish');
    expect(bodies.keptBytes).toBe(0);
  });

  it('joins into a pooled buffer exactly the body, over what an earlier page left', () => {
    const bodies = new BodyBuffers();
    const first = response();
    const long = joinPieces(['x'.repeat(200 * KB), Buffer.alloc(100 * KB, 'y')], bodies.for(first));
    expect(long.length).toBe(300 * KB);
    first.emit('finish');
    const doc = Buffer.from('{"id":"1"}');
    const pieces = ['[', doc, ',', 'z'.repeat(260 * KB), ']'];
    const short = joinPieces(pieces, bodies.for(response()));
    expect(short.buffer).toBe(long.buffer);
    expect(short.equals(joinPieces(pieces))).toBe(true);
  });
});
