import { describe, expect, it } from 'vitest';
import { createChunkOrder } from './chunk-order.ts';

/** Chunk `seq` as it arrived: its own byte, at its own moment. */
const chunk = (seq: number) => ({ seq, bytes: Uint8Array.of(seq), arrivedAt: 1000 + seq });
const seqs = (due: { seq: number }[]) => due.map((arrived) => arrived.seq);

describe('createChunkOrder', () => {
  it('hands chunks on in seq order, holding one that overtook a missing one until the gap fills', () => {
    const order = createChunkOrder();
    order.begin('s', 0);
    expect(seqs(order.stored('s', chunk(0)))).toEqual([0]);
    expect(seqs(order.stored('s', chunk(2)))).toEqual([]);
    expect(seqs(order.stored('s', chunk(3)))).toEqual([]);
    const due = order.stored('s', chunk(1));
    expect(due).toEqual([chunk(1), chunk(2), chunk(3)]);
    expect(seqs(order.stored('s', chunk(1)))).toEqual([]);
  });

  it('a resumed session continues from its next seq; sessions are apart; a forgotten one starts over', () => {
    const order = createChunkOrder();
    order.begin('resumed', 5);
    order.begin('other', 0);
    expect(seqs(order.stored('resumed', chunk(4)))).toEqual([]);
    expect(seqs(order.stored('resumed', chunk(5)))).toEqual([5]);
    expect(seqs(order.stored('other', chunk(0)))).toEqual([0]);
    order.forget('resumed');
    order.begin('resumed', 0);
    expect(seqs(order.stored('resumed', chunk(0)))).toEqual([0]);
  });
});
