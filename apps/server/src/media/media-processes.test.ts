import { describe, expect, it } from 'vitest';
import { createMediaProcesses } from './media-processes.ts';

const AT = '2026-11-27T10:00:00.000Z';

describe('createMediaProcesses', () => {
  it('lists room by room, the ingest and the low rendition’s before the relays, and forgets what stopped', () => {
    const processes = createMediaProcesses();
    processes.setRelays('Room2', [
      { platform: 'youtube', status: 'live', since: AT },
      { platform: 'facebook', status: 'failed', reason: 'Connection refused by the platform', since: AT },
    ]);
    processes.setIngest('Room2', { status: 'running', since: AT });
    processes.setLowRung('Room2', { status: 'running', since: AT });
    processes.setIngest('Room1', { status: 'failed', since: AT, reason: 'ffmpeg exited (SIGKILL)' });
    expect(processes.list()).toEqual([
      { roomId: 'Room1', kind: 'ingest', status: 'failed', since: AT, reason: 'ffmpeg exited (SIGKILL)' },
      { roomId: 'Room2', kind: 'ingest', status: 'running', since: AT },
      { roomId: 'Room2', kind: 'low-rung', status: 'running', since: AT },
      { roomId: 'Room2', kind: 'relay', platform: 'youtube', status: 'live', since: AT },
      {
        roomId: 'Room2',
        kind: 'relay',
        platform: 'facebook',
        status: 'failed',
        reason: 'Connection refused by the platform',
        since: AT,
      },
    ]);

    processes.setIngest('Room1', undefined);
    processes.setRelays('Room2', []);
    processes.setLowRung('Room2', undefined);
    expect(processes.list()).toEqual([{ roomId: 'Room2', kind: 'ingest', status: 'running', since: AT }]);
  });
});
