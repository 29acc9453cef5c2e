import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { COURTROOM_EVENTS as E, type MeetingJoined, type RTCIceServerConfig } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTurnServer, type RunningTurnServer } from '../../media/turn-server.ts';
import { freePort } from '../../test/ports.ts';
import { createTestApp } from '../../test/test-app.ts';
import { courtroomSuite, granted } from '../../test/fixtures/courtroom.ts';
import { turnCredentials } from './ice-servers.ts';

const run = promisify(execFile);
const TTL_SECONDS = 3600;

// coturn on loopback, as `npm start` runs it; up before the app, which hands out its credentials.
let coturn: RunningTurnServer;
let port: number;
beforeAll(async () => {
  port = await freePort();
  coturn = await startTurnServer(port, TTL_SECONDS);
});
afterAll(() => coturn.stop());

const suite = courtroomSuite({
  app: () =>
    createTestApp({
      TURN_URLS: coturn.turn.urls.join(','),
      TURN_SECRET: coturn.turn.secret,
      TURN_TTL_SECONDS: String(TTL_SECONDS),
    }),
});

/**
 * Whether coturn lets these credentials allocate a relay and carries data through it: coturn's own client
 * (turnutils_uclient) allocates, binds a channel and echoes a message through the relay.
 */
async function relaysWith({ username, credential }: RTCIceServerConfig): Promise<boolean> {
  const args = ['-y', '-c', '-n', '1', '-u', username ?? '', '-w', credential ?? '', '-p', String(port)];
  // A refused allocation ends the client with an error: what it printed tells either way.
  const { stdout, stderr } = await run('turnutils_uclient', [...args, '127.0.0.1'], {
    timeout: 20_000,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const output = stdout + stderr;
  return !/Cannot complete Allocation/.test(output) && /tot_recv_bytes ~ [1-9]/.test(output);
}

describe('TURN (coturn, TURN REST API)', () => {
  it('gives each participant credentials of their own for the TURN server, which coturn accepts', async () => {
    const judgeSocket = await suite.open(suite.judge);
    const { id: userId } = (await suite.judge.get('/users/me')).json<{ data: { id: string } }>().data;
    await granted(judgeSocket, E.joinRoom, {});
    const joined = await granted<MeetingJoined>(judgeSocket, E.joinMeeting, { meetingId: 'Room1' });

    expect(joined.iceServers).toHaveLength(1);
    const [server] = joined.iceServers;
    expect(server?.urls).toEqual(coturn.turn.urls);
    const [expiry, owner] = (server?.username ?? '').split(':');
    expect(owner).toBe(userId);
    expect(Math.abs(Number(expiry) - (Date.now() / 1000 + TTL_SECONDS))).toBeLessThan(60);
    expect(JSON.stringify(joined)).not.toContain(coturn.turn.secret);
    expect(await relaysWith(server ?? { urls: [] })).toBe(true);
  });

  it('refuses credentials past their expiry, and ones made with another secret', async () => {
    const inTime = turnCredentials(coturn.turn, 'someone');
    const expired = turnCredentials(coturn.turn, 'someone', Date.now() - (TTL_SECONDS + 60) * 1000);
    const forged = turnCredentials({ ...coturn.turn, secret: 'not-the-turn-secret' }, 'someone');
    expect(await relaysWith(inTime)).toBe(true);
    expect(await relaysWith(expired)).toBe(false);
    expect(await relaysWith(forged)).toBe(false);
  });
});
