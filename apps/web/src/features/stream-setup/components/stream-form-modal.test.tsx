import { DEFAULT_YOUTUBE_RTMP_PREFIX, MESSAGES, fillMessage } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { expectFieldMessage, fillFields } from '../../../testing/form-fields';
import { renderComponent } from '../../../testing/render';
import { StreamFormModal } from './stream-form-modal';

/** The Add form once the server has said its YouTube prefix and its rooms. */
async function addForm() {
  const sent = fakeApi({
    'GET /streaming/controller/config': { youtubeRtmpPrefix: DEFAULT_YOUTUBE_RTMP_PREFIX },
    'GET /streaming/controller/getroomids': ['Room1', 'Room2', 'Room3'],
  });
  const view = renderComponent(<StreamFormModal onClose={() => undefined} onSaved={() => undefined} />);
  await screen.findByRole('option', { name: 'Room2' });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save, sent };
}

describe('the Stream Setup form', () => {
  it('refuses a YouTube URL outside the prefix and a delay over ten minutes, and sends nothing', async () => {
    const { user, save, sent } = await addForm();
    await fillFields(user, {
      'Room No': 'Room2',
      'YouTube Stream URL': 'rtmp://example.org/live',
      'YouTube Stream Key': 'yt-key-room2-abcd',
      'Facebook Stream URL': 'rtmps://live-api-s.facebook.com:443/rtmp/',
      'Facebook Stream Key': 'fb-key-room2-wxyz',
      'Live Stream Delay (minutes)': '11',
    });
    await save();
    const prefixMessage = fillMessage(MESSAGES.youtubeUrlPrefix, { address: DEFAULT_YOUTUBE_RTMP_PREFIX });
    await expectFieldMessage('YouTube Stream URL', prefixMessage);
    await expectFieldMessage('Live Stream Delay (minutes)', MESSAGES.delayAtMostTen);
    expect(sent).toEqual([]);
  });
});
