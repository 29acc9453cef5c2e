import { describe, expect, it } from 'vitest';
import { MESSAGES, fillMessage, keptText, matchMessage, messageRefText, readMessageRef } from './messages.ts';

describe('matchMessage', () => {
  it('knows a message as it is sent', () => {
    expect(matchMessage(MESSAGES.invalidCredentials)).toEqual({ key: 'invalidCredentials', values: {} });
  });

  it('knows a message the server or a schema filled in, with the values it was filled with', () => {
    const filled = fillMessage(MESSAGES.youtubeUrlPrefix, { address: 'rtmp://a.rtmp.youtube.com/live2/' });
    expect(matchMessage(filled)).toEqual({
      key: 'youtubeUrlPrefix',
      values: { address: 'rtmp://a.rtmp.youtube.com/live2/' },
    });
    const court = 'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)';
    const called = fillMessage(MESSAGES.matterCalled, { caseNumber: 'CS/1/2024', court });
    expect(matchMessage(called)).toEqual({ key: 'matterCalled', values: { caseNumber: 'CS/1/2024', court } });
  });

  it('knows nothing else', () => {
    expect(matchMessage('Something the server never says')).toBeUndefined();
    expect(matchMessage(`${MESSAGES.invalidCredentials}!`)).toBeUndefined();
  });
});

describe('messageRefText and readMessageRef', () => {
  it('carry a code, and the values of its placeholders, in one string and back', () => {
    expect(readMessageRef(messageRefText('cnrLength'))).toEqual({ code: 'cnrLength' });
    const values = { address: 'rtmp://a.rtmp.youtube.com/live2/?x="1" y' };
    expect(readMessageRef(messageRefText('youtubeUrlPrefix', values))).toEqual({
      code: 'youtubeUrlPrefix',
      values,
    });
  });

  it('name nothing for an English text, an unknown code or values that are not strings', () => {
    expect(readMessageRef(MESSAGES.cnrLength)).toBeUndefined();
    expect(readMessageRef('Invalid input: expected string')).toBeUndefined();
    expect(readMessageRef('toString')).toBeUndefined();
    expect(readMessageRef('cnrLength {"a":')).toBeUndefined();
    expect(readMessageRef('cnrLength ["a"]')).toBeUndefined();
  });
});

describe('keptText', () => {
  it('carries the code of a text that is one of our messages word for word, and only then', () => {
    expect(keptText(MESSAGES.courtNotInSession)).toEqual({
      message: MESSAGES.courtNotInSession,
      code: 'courtNotInSession',
    });
    expect(keptText('Back after lunch')).toEqual({ message: 'Back after lunch' });
    expect(keptText(`${MESSAGES.courtNotInSession}.`)).toEqual({ message: `${MESSAGES.courtNotInSession}.` });
  });
});
