import { describe, expect, it } from 'vitest';
import { DEFAULT_YOUTUBE_RTMP_PREFIX } from '../constants.ts';
import { validationFailure } from '../api.ts';
import { MESSAGE_CODES, messageRefText } from '../messages.ts';
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
    ['roomId', '', MESSAGE_CODES.roomIdRequired],
    [
      'youtubeUrl',
      'rtmp://evil.example/live',
      messageRefText('youtubeUrlPrefix', { address: DEFAULT_YOUTUBE_RTMP_PREFIX }),
    ],
    ['youtubeKey', ' ', MESSAGE_CODES.youtubeKeyRequired],
    ['facebookUrl', 'not a url', MESSAGE_CODES.facebookUrlInvalid],
    ['facebookKey', '', MESSAGE_CODES.facebookKeyRequired],
    ['liveStreamDelay', '', MESSAGE_CODES.allFieldsRequired],
    ['liveStreamDelay', '-1', MESSAGE_CODES.delayAtLeastZero],
    ['liveStreamDelay', '11', MESSAGE_CODES.delayAtMostTen],
    ['liveStreamDelay', '1.5', MESSAGE_CODES.delayWholeMinutes],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('fills the configured prefix into the message', () => {
    const custom = streamSetupSchema('rtmp://ingest.example.in/live');
    const result = custom.safeParse({ ...valid });
    expect(validationFailure(result.error?.issues[0]?.message).message).toBe(
      'Only RTMP URLs starting with rtmp://ingest.example.in/live are allowed',
    );
  });
});

describe('bulk delay and delete', () => {
  it('needs a selection and a delay from 0 to 10', () => {
    expect(bulkDelaySchema.safeParse({ newDelay: 3, newId: [] }).error?.issues[0]?.message).toBe(
      MESSAGE_CODES.selectStreamToDelay,
    );
    expect(bulkDelaySchema.safeParse({ newDelay: 12, newId: [1] }).error?.issues[0]?.message).toBe(
      MESSAGE_CODES.bulkDelayRange,
    );
    expect(bulkDelaySchema.parse({ newDelay: '0', newId: ['4'] })).toEqual({ newDelay: 0, newId: [4] });
    expect(deleteStreamsSchema.safeParse({ streamIds: [] }).error?.issues[0]?.message).toBe(
      MESSAGE_CODES.selectStreamToDelete,
    );
    expect(deleteStreamsSchema.safeParse({ streamIds: ['x', 0] }).error?.issues[0]?.message).toBe(
      MESSAGE_CODES.selectStreamToDelete,
    );
  });
});
