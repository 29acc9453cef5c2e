import { DEFAULT_YOUTUBE_RTMP_PREFIX, MESSAGES, fillMessage } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../testing/description';
import { fakeApi } from '../../../testing/fake-api';
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
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, field, save, sent };
}

describe('the Stream Setup form', () => {
  it('refuses a YouTube URL outside the prefix and a delay over ten minutes, and sends nothing', async () => {
    const { user, field, save, sent } = await addForm();
    await user.selectOptions(field('Room No'), 'Room2');
    await user.type(field('YouTube Stream URL'), 'rtmp://example.org/live');
    await user.type(field('YouTube Stream Key'), 'yt-key-room2-abcd');
    await user.type(field('Facebook Stream URL'), 'rtmps://live-api-s.facebook.com:443/rtmp/');
    await user.type(field('Facebook Stream Key'), 'fb-key-room2-wxyz');
    await user.clear(field('Live Stream Delay (minutes)'));
    await user.type(field('Live Stream Delay (minutes)'), '11');
    await save();
    const prefixMessage = fillMessage(MESSAGES.youtubeUrlPrefix, { address: DEFAULT_YOUTUBE_RTMP_PREFIX });
    await vi.waitFor(() => expect(descriptionOf(field('YouTube Stream URL'))).toContain(prefixMessage));
    expect(descriptionOf(field('Live Stream Delay (minutes)'))).toContain(MESSAGES.delayAtMostTen);
    expect(sent).toEqual([]);
  });
});
