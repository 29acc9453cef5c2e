import { describe, expect, it } from 'vitest';
import { DEFAULT_YOUTUBE_RTMP_PREFIX } from '../constants.ts';
import { MESSAGES, fillMessage } from '../messages.ts';
import { bulkDelaySchema, deleteStreamsSchema, streamSetupSchema } from './stream-setup.ts';

const schema = streamSetupSchema(DEFAULT_YOUTUBE_RTMP_PREFIX);
const valid = {
  roomId: 'Room1',
  youtubeUrl: `${DEFAULT_YOUTUBE_RTMP_PREFIX}/`,
  youtubeKey: 'abcd-efgh-ijkl',
  facebookUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/',
  facebookKey: 'FB-1234',
  liveStreamDelay: '2',
};

function firstMessage(input: object, field: string) {
  const result = schema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('streamSetupSchema', () => {
  it('accepts a delay of 0, which the spec treated as empty', () => {
    expect(schema.parse({ ...valid, liveStreamDelay: '0' }).liveStreamDelay).toBe(0);
  });

  it.each([
    ['roomId', '', MESSAGES.roomIdRequired],
    [
      'youtubeUrl',
      'rtmp://evil.example/live',
      fillMessage(MESSAGES.youtubeUrlPrefix, { address: DEFAULT_YOUTUBE_RTMP_PREFIX }),
    ],
    ['youtubeKey', ' ', MESSAGES.youtubeKeyRequired],
    ['facebookUrl', 'not a url', MESSAGES.facebookUrlInvalid],
    ['facebookKey', '', MESSAGES.facebookKeyRequired],
    ['liveStreamDelay', '', MESSAGES.allFieldsRequired],
    ['liveStreamDelay', '-1', MESSAGES.delayAtLeastZero],
    ['liveStreamDelay', '11', MESSAGES.delayAtMostTen],
    ['liveStreamDelay', '1.5', MESSAGES.delayWholeMinutes],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('fills the configured prefix into the message', () => {
    const custom = streamSetupSchema('rtmp://ingest.example.in/live');
    const result = custom.safeParse({ ...valid });
    expect(result.error?.issues[0]?.message).toBe(
      'Only RTMP URLs starting with rtmp://ingest.example.in/live are allowed',
    );
  });
});

describe('bulk delay and delete', () => {
  it('needs a selection and a delay from 0 to 10', () => {
    expect(bulkDelaySchema.safeParse({ newDelay: 3, newId: [] }).error?.issues[0]?.message).toBe(
      MESSAGES.selectStreamToDelay,
    );
    expect(bulkDelaySchema.safeParse({ newDelay: 12, newId: [1] }).error?.issues[0]?.message).toBe(
      MESSAGES.bulkDelayRange,
    );
    expect(bulkDelaySchema.parse({ newDelay: '0', newId: ['4'] })).toEqual({ newDelay: 0, newId: [4] });
    expect(deleteStreamsSchema.safeParse({ streamIds: [] }).error?.issues[0]?.message).toBe(
      MESSAGES.selectStreamToDelete,
    );
    expect(deleteStreamsSchema.safeParse({ streamIds: ['x', 0] }).error?.issues[0]?.message).toBe(
      MESSAGES.selectStreamToDelete,
    );
  });
});
