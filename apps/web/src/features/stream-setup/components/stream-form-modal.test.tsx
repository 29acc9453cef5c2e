import { DEFAULT_YOUTUBE_RTMP_PREFIX, MESSAGES, fillMessage } from '@nyaya/shared';
import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import hi from '../../../locales/hi.json';
import { fakeApi } from '../../../testing/fake-api';
import { descriptionOf, expectFieldMessage, field, fillFields } from '../../../testing/form-fields';
import { renderComponent } from '../../../testing/render';
import { StreamFormModal } from './stream-form-modal';

/** The Add form once the server has said its YouTube prefix and its rooms. */
async function addForm(answers: Record<string, unknown> = {}) {
  const sent = fakeApi({
    'GET /streaming/controller/config': { youtubeRtmpPrefix: DEFAULT_YOUTUBE_RTMP_PREFIX },
    'GET /streaming/controller/getroomids': ['Room1', 'Room2', 'Room3'],
    ...answers,
  });
  const view = renderComponent(<StreamFormModal onClose={() => undefined} onSaved={() => undefined} />);
  await screen.findByRole('option', { name: 'Room2' });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save, sent };
}

const ROOM2 = {
  'Room No': 'Room2',
  'YouTube Stream URL': 'rtmp://example.org/live',
  'YouTube Stream Key': 'yt-key-room2-abcd',
  'Facebook Stream URL': 'rtmps://live-api-s.facebook.com:443/rtmp/',
  'Facebook Stream Key': 'fb-key-room2-wxyz',
  'Live Stream Delay (minutes)': '11',
};

afterEach(() => act(() => changeLanguage('en')));

describe('the Stream Setup form', () => {
  it('refuses a YouTube URL outside the prefix and a delay over ten minutes, and sends nothing', async () => {
    const { user, save, sent } = await addForm();
    await fillFields(user, ROOM2);
    await save();
    const prefixMessage = fillMessage(MESSAGES.youtubeUrlPrefix, { address: DEFAULT_YOUTUBE_RTMP_PREFIX });
    await expectFieldMessage('YouTube Stream URL', prefixMessage);
    await expectFieldMessage('Live Stream Delay (minutes)', MESSAGES.delayAtMostTen);
    expect(sent).toEqual([]);
  });

  it("says a rule's message in the reader's language, the prefix filled in, when the language changes", async () => {
    const { user, save } = await addForm();
    await fillFields(user, ROOM2);
    await save();
    const youtubeUrl = field('YouTube Stream URL');
    await expectFieldMessage('YouTube Stream URL', MESSAGES.youtubeUrlPrefix.split('{')[0] ?? '');
    await act(() => changeLanguage('hi'));
    const inHindi = fillMessage(hi.messages.youtubeUrlPrefix, { address: DEFAULT_YOUTUBE_RTMP_PREFIX });
    await vi.waitFor(() => expect(descriptionOf(youtubeUrl)).toContain(inHindi));
  });

  it("shows the server's refusal of a field under it by its code and values, whatever its English says", async () => {
    const address = 'rtmp://ingest.court.example/live';
    const refusal = {
      status: false,
      code: 'youtubeUrlPrefix',
      message: 'An English wording the web never reads',
      values: { address },
      field: 'youtubeUrl',
    };
    const { user, save } = await addForm({
      'POST /streaming/controller/streamsetup': Response.json(refusal, { status: 400 }),
    });
    await fillFields(user, {
      ...ROOM2,
      'YouTube Stream URL': `${DEFAULT_YOUTUBE_RTMP_PREFIX}room2`,
      'Live Stream Delay (minutes)': '2',
    });
    await save();
    await expectFieldMessage('YouTube Stream URL', fillMessage(MESSAGES.youtubeUrlPrefix, { address }));
  });
});
