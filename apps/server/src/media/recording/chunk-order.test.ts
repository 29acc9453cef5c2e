import { describe, expect, it } from 'vitest';
import { createChunkOrder } from './chunk-order.ts';

const bytes = (seq: number) => Uint8Array.of(seq);
const seqs = (due: { seq: number }[]) => due.map((chunk) => chunk.seq);

describe('createChunkOrder', () => {
  it('hands chunks on in seq order, holding one that overtook a missing one until the gap fills', () => {
    const order = createChunkOrder();
    order.begin('s', 0);
    expect(seqs(order.stored('s', 0, bytes(0)))).toEqual([0]);
    expect(seqs(order.stored('s', 2, bytes(2)))).toEqual([]);
    expect(seqs(order.stored('s', 3, bytes(3)))).toEqual([]);
    const due = order.stored('s', 1, bytes(1));
    expect(due).toEqual([
      { seq: 1, bytes: bytes(1) },
      { seq: 2, bytes: bytes(2) },
      { seq: 3, bytes: bytes(3) },
    ]);
    expect(seqs(order.stored('s', 1, bytes(1)))).toEqual([]);
  });

  it('a resumed session continues from its next seq; sessions are apart; a forgotten one starts over', () => {
    const order = createChunkOrder();
    order.begin('resumed', 5);
    order.begin('other', 0);
    expect(seqs(order.stored('resumed', 4, bytes(4)))).toEqual([]);
    expect(seqs(order.stored('resumed', 5, bytes(5)))).toEqual([5]);
    expect(seqs(order.stored('other', 0, bytes(0)))).toEqual([0]);
    order.forget('resumed');
    order.begin('resumed', 0);
    expect(seqs(order.stored('resumed', 0, bytes(0)))).toEqual([0]);
  });
});
