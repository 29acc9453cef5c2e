import { describe, expect, it } from 'vitest';
import { MESSAGES, fillMessage, matchMessage } from './messages.ts';

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
