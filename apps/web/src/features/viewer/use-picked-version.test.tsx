import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../testing/render';
import { RecordingVideo } from './components/recording-video';
import { STALL_HOLD_MS, type OfferedVersions } from './pick-version';
import { usePickedVersion } from './use-picked-version';

const offered: OfferedVersions = {
  source: { url: '/api/v1/videos/file/t', bitsPerSecond: 2_400_000 },
  low: { url: '/api/v1/videos/file/t?version=low', bitsPerSecond: 470_000 },
  audio: { url: '/api/v1/videos/file/t?version=audio', bitsPerSecond: 66_000 },
};

/** The browser's estimate of the link (Network Information API), which the test changes as Chromium would. */
const link = Object.assign(new EventTarget(), { downlink: 10 });

/** The recorded viewer's player with the version its page picks, without the stage around it. */
function Player() {
  const picked = usePickedVersion(offered);
  return (
    <RecordingVideo
      url={picked.url}
      label="Recording 1"
      paused={false}
      onLoadFailed={() => Promise.resolve()}
      onUnplayable={() => undefined}
      reports={{ ...picked, onPictureHeight: () => undefined }}
    />
  );
}

const playing = () => screen.getByLabelText('Recording 1') as HTMLVideoElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  Object.defineProperty(navigator, 'connection', { value: link, configurable: true });
  // A laptop's player: 720 px tall, reported once it is laid out.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly changed: () => void) {}
      observe() {
        this.changed();
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  link.downlink = 10;
});

describe('the version a recorded hearing plays in, as the player reports', () => {
  it('is the recording as made on a good link, and 360p for a minute after it stalls a second', () => {
    renderComponent(<Player />);
    expect(playing().getAttribute('src')).toBe(offered.source.url);
    fireEvent.playing(playing());
    fireEvent.waiting(playing());
    act(() => void vi.advanceTimersByTime(999));
    expect(playing().getAttribute('src')).toBe(offered.source.url);
    act(() => void vi.advanceTimersByTime(1));
    expect(playing().getAttribute('src')).toBe(offered.low?.url);
    act(() => void vi.advanceTimersByTime(STALL_HOLD_MS));
    expect(playing().getAttribute('src')).toBe(offered.source.url);
  });

  it('takes no wait for data after a seek or a new address for a stall, nor a hiccup under a second', () => {
    renderComponent(<Player />);
    fireEvent.playing(playing());
    fireEvent.seeking(playing());
    fireEvent.waiting(playing());
    act(() => void vi.advanceTimersByTime(5000));
    fireEvent.playing(playing());
    fireEvent.waiting(playing());
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.playing(playing());
    act(() => void vi.advanceTimersByTime(5000));
    expect(playing().getAttribute('src')).toBe(offered.source.url);
  });

  it('starts at 360p on 3G and climbs when the estimate of the link rises', () => {
    link.downlink = 0.75;
    renderComponent(<Player />);
    expect(playing().getAttribute('src')).toBe(offered.low?.url);
    act(() => {
      link.downlink = 10;
      link.dispatchEvent(new Event('change'));
    });
    expect(playing().getAttribute('src')).toBe(offered.source.url);
  });
});
