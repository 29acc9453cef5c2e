import { describe, expect, it } from 'vitest';
import { tinyBlobs } from './tiny-blobs';

describe('tinyBlobs', () => {
  it('holds a one-byte blob and sends it with the next, in order', () => {
    const sent: number[][] = [];
    const blobs = tinyBlobs((bytes) => sent.push([...bytes]), 4);
    blobs.add(new Uint8Array([0x1a]));
    expect(sent).toEqual([]);
    blobs.add(new Uint8Array([0x45, 0xdf, 0xa3, 0x01]));
    blobs.add(new Uint8Array([2, 3, 4, 5]));
    expect(sent).toEqual([
      [0x1a, 0x45, 0xdf, 0xa3, 0x01],
      [2, 3, 4, 5],
    ]);
  });

  it('sends what it holds when flushed (a cut or the stop), and nothing when it holds nothing', () => {
    const sent: number[][] = [];
    const blobs = tinyBlobs((bytes) => sent.push([...bytes]), 4);
    blobs.flush();
    blobs.add(new Uint8Array([7]));
    blobs.flush();
    blobs.flush();
    expect(sent).toEqual([[7]]);
  });
});
