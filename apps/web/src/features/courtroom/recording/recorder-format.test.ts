import { describe, expect, it } from 'vitest';
import { pickMimeType } from './recorder-format';

describe('pickMimeType', () => {
  it('takes H.264 in webm when the browser records it', () => {
    expect(pickMimeType(() => true)).toBe('video/webm;codecs=h264,opus');
  });

  it('falls back to VP9, then VP8', () => {
    expect(pickMimeType((type) => /vp9|vp8/.test(type))).toBe('video/webm;codecs=vp9,opus');
    expect(pickMimeType((type) => type.includes('vp8'))).toBe('video/webm;codecs=vp8,opus');
  });

  it('has nothing for a browser that records none of them', () => {
    expect(pickMimeType(() => false)).toBeNull();
  });
});
