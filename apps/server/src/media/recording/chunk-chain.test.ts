import { describe, expect, it } from 'vitest';
import { chainHead, chunkDigest, type ChunkLink } from './chunk-chain.ts';

const links: ChunkLink[] = ['first', 'second', 'third'].map((text, seq) => ({
  seq,
  sha256: chunkDigest(Buffer.from(text)),
}));

describe('the chunk chain', () => {
  it('has one head for the same chunks in the same order', () => {
    expect(chainHead(links)).toBe(chainHead(links.map((link) => ({ ...link }))));
    expect(chainHead(links)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [
      'a chunk changed',
      links.map((link, index) => (index === 1 ? { ...link, sha256: chunkDigest(Buffer.from('2nd')) } : link)),
    ],
    ['a chunk left out', [links[0]!, links[2]!]],
    ['a chunk added', [...links, { seq: 3, sha256: chunkDigest(Buffer.from('fourth')) }]],
    ['two chunks swapped', [links[1]!, links[0]!, links[2]!]],
    ['a chunk under another seq', links.map((link, index) => (index === 2 ? { ...link, seq: 7 } : link))],
  ])('changes with %s', (_, changed) => {
    expect(chainHead(changed)).not.toBe(chainHead(links));
  });
});
