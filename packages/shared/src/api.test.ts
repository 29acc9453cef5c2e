import { describe, expect, it } from 'vitest';
import { apiFailure, messageOf, wireMessage } from './api.ts';
import { MESSAGES, fillMessage } from './messages.ts';

describe('apiFailure', () => {
  it('carries the message with its code (its MESSAGES key) and the field at fault', () => {
    expect(apiFailure(MESSAGES.userIdRequired, 'userId')).toEqual({
      status: false,
      code: 'userIdRequired',
      message: 'Please enter your e-mail or mobile number',
      field: 'userId',
    });
    expect(apiFailure(MESSAGES.notSignedIn)).toEqual({
      status: false,
      code: 'notSignedIn',
      message: MESSAGES.notSignedIn,
    });
  });

  it('carries the values filled into a message, so that a client fills its own language with them', () => {
    const address = 'rtmp://a.rtmp.youtube.com/live2/';
    const text = fillMessage(MESSAGES.youtubeUrlPrefix, { address });
    expect(apiFailure(text, 'youtubeUrl')).toEqual({
      status: false,
      code: 'youtubeUrlPrefix',
      message: text,
      values: { address },
      field: 'youtubeUrl',
    });
  });

  it('says "something went wrong" by code for a text that is none of our messages, keeping the text', () => {
    expect(wireMessage('ECONNRESET')).toEqual({ code: 'somethingWentWrong', message: 'ECONNRESET' });
  });
});

describe('messageOf', () => {
  it('is a message by its code', () => {
    expect(messageOf('saved')).toEqual({ code: 'saved', message: MESSAGES.saved });
  });
});
