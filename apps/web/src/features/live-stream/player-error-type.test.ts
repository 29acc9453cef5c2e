import { PLAYER_ERROR_TYPES } from '@nyaya/shared';
import { ErrorTypes } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { hlsErrorType, nativeErrorType } from './player-error-type';

describe('hlsErrorType', () => {
  it('maps network and media errors to their spec types', () => {
    expect(hlsErrorType(ErrorTypes.NETWORK_ERROR)).toBe('NetworkError');
    expect(hlsErrorType(ErrorTypes.MEDIA_ERROR)).toBe('MediaError');
  });

  it('maps every other hls.js error type to OtherError', () => {
    const others = Object.values(ErrorTypes).filter(
      (type) => type !== ErrorTypes.NETWORK_ERROR && type !== ErrorTypes.MEDIA_ERROR,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const type of others) expect(hlsErrorType(type)).toBe('OtherError');
    expect(hlsErrorType('somethingNew')).toBe('OtherError');
  });

  it('only ever answers one of the spec types', () => {
    for (const type of Object.values(ErrorTypes)) expect(PLAYER_ERROR_TYPES).toContain(hlsErrorType(type));
  });
});

describe('nativeErrorType', () => {
  it('maps a MediaError code to its spec type', () => {
    expect(nativeErrorType(2)).toBe('NetworkError');
    expect(nativeErrorType(3)).toBe('MediaError');
    expect(nativeErrorType(4)).toBe('MediaError');
  });

  it('calls an aborted load or no error at all OtherError', () => {
    expect(nativeErrorType(1)).toBe('OtherError');
    expect(nativeErrorType(undefined)).toBe('OtherError');
  });
});
