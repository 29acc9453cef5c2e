import { describe, expect, it } from 'vitest';
import { createKeyCipher } from './key-cipher.ts';
import { maskKey } from './key-mask.ts';

const cipher = createKeyCipher('a'.repeat(32));

describe('createKeyCipher', () => {
  it('reads back what it wrote, with a fresh IV every time', () => {
    const first = cipher.encrypt('live-key-1234');
    const second = cipher.encrypt('live-key-1234');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(Buffer.from(first.split(':')[1] ?? '', 'base64')).toHaveLength(12);
    expect(cipher.decrypt(first)).toBe('live-key-1234');
    expect(cipher.decrypt(second)).toBe('live-key-1234');
  });

  it('cannot read a value written with another secret', () => {
    const other = createKeyCipher('b'.repeat(32));
    expect(other.decrypt(cipher.encrypt('live-key-1234'))).toBeUndefined();
  });

  it('cannot read an altered or malformed value', () => {
    const [version, iv, tag, ciphertext] = cipher.encrypt('live-key-1234').split(':');
    const flipped = Buffer.from(ciphertext ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(cipher.decrypt([version, iv, tag, flipped.toString('base64')].join(':'))).toBeUndefined();
    expect(cipher.decrypt([version, iv, tag?.slice(0, 8), ciphertext].join(':'))).toBeUndefined();
    for (const bad of ['', 'live-key-1234', 'v2:a:b:c', 'v1:a:b', 'v1:a:b:c:d']) {
      expect(cipher.decrypt(bad)).toBeUndefined();
    }
  });
});

describe('maskKey', () => {
  it('shows the last four characters of a long key, none of a short one, empty for an unreadable one', () => {
    expect(maskKey('abcd-efgh-ijkl')).toBe('••••ijkl');
    expect(maskKey('12345678')).toBe('••••');
    expect(maskKey(undefined)).toBe('');
  });
});
