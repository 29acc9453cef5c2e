import { DEFAULT_YOUTUBE_RTMP_PREFIX, type StreamSetupInput } from '@nyaya/shared';

export const CONTROLLER_PATH = '/streaming/controller';

export const YOUTUBE_KEY = 'abcd-efgh-ijkl-mnop-qrst';
export const FACEBOOK_KEY = 'FB-1234567890-secret-wxyz';

/** A valid Stream Setup form for a room; override any field. */
export function setupBody(roomNo: string, overrides: Partial<Record<keyof StreamSetupInput, unknown>> = {}) {
  return {
    roomNo,
    youtubeUrl: `${DEFAULT_YOUTUBE_RTMP_PREFIX}/court-${roomNo}`,
    youtubeKey: YOUTUBE_KEY,
    facebookUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/',
    facebookKey: FACEBOOK_KEY,
    liveStreamDelay: 2,
    ...overrides,
  };
}
