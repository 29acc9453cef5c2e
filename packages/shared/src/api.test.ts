import { describe, expect, it } from 'vitest';
import { apiFailure, messageOf, validationFailure, wireMessage } from './api.ts';
import { MESSAGES, MESSAGE_CODES, fillMessage, messageRefText } from './messages.ts';

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

describe('validationFailure', () => {
  it('sends the message an issue names by its code, filled in, naming the field', () => {
    expect(validationFailure(MESSAGE_CODES.cnrLength, 'cnr')).toEqual(apiFailure(MESSAGES.cnrLength, 'cnr'));
    const values = { address: 'rtmp://a.rtmp.youtube.com/live2/' };
    expect(validationFailure(messageRefText('youtubeUrlPrefix', values), 'youtubeUrl')).toEqual({
      status: false,
      code: 'youtubeUrlPrefix',
      message: fillMessage(MESSAGES.youtubeUrlPrefix, values),
      values,
      field: 'youtubeUrl',
    });
  });

  it('takes an English text for none of its codes, even one of our messages', () => {
    expect(validationFailure(MESSAGES.cnrLength, 'cnr')).toMatchObject({
      code: 'invalidRequest',
      field: 'cnr',
    });
    expect(validationFailure('cnrLength {not json', 'cnr')).toMatchObject({ code: 'invalidRequest' });
    expect(validationFailure('youtubeUrlPrefix {"address":1}')).toMatchObject({ code: 'invalidRequest' });
  });

  it('says "Invalid request" for zod\'s own English, or no issue, still naming the field', () => {
    expect(validationFailure('Too big: expected number to be <=10', 'page')).toEqual({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
      field: 'page',
    });
    expect(validationFailure(undefined)).toEqual(apiFailure(MESSAGES.invalidRequest));
  });
});
