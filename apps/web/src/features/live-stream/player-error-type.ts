import type { PlayerErrorType } from '@nyaya/shared';
import { ErrorTypes } from 'hls.js';

/** The player error type (spec.md §8) of an hls.js fatal error (its `data.type`). */
export function hlsErrorType(type: string): PlayerErrorType {
  if (type === ErrorTypes.NETWORK_ERROR) return 'NetworkError';
  if (type === ErrorTypes.MEDIA_ERROR) return 'MediaError';
  return 'OtherError';
}

/** The codes of HTMLMediaElement's MediaError, spelled out: the MediaError global is not in every environment. */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** The player error type (spec.md §8) of a native player's failure (its `video.error.code`). */
export function nativeErrorType(code: number | undefined): PlayerErrorType {
  if (code === MEDIA_ERR_NETWORK) return 'NetworkError';
  if (code === MEDIA_ERR_DECODE || code === MEDIA_ERR_SRC_NOT_SUPPORTED) return 'MediaError';
  return 'OtherError';
}
