import { COURTROOM_EVENTS as E, MESSAGES, type MeetingJoined } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJanusServer, type RunningJanus } from '../../../media/janus-server.ts';
import { freePort } from '../../../test/ports.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { courtroomSuite, granted, heard, request, until } from '../../../test/fixtures/courtroom.ts';
import { JanusConnection, JanusError, type JanusHandle } from './janus-connection.ts';
import { janusRoomOf, roomSecretOf } from './sfu.ts';
import { VIDEOROOM } from './sfu-participant.ts';

// Janus on loopback, as `npm start` runs it; up before the app, which seats every participant in it.
let janus: RunningJanus;
beforeAll(async () => {
  janus = await startJanusServer(await freePort());
});
afterAll(() => janus.stop());

const suite = courtroomSuite({
  app: () => createTestApp({ JANUS_URL: janus.janus.url, JANUS_API_SECRET: janus.janus.apiSecret }),
});

/** A VideoRoom handle of a session of our own (with the API secret), as another Janus client would have. */
async function videoRoom(): Promise<{ handle: JanusHandle; close: () => void }> {
  const connection = await JanusConnection.open(janus.janus.url, janus.janus.apiSecret);
  const session = await connection.createSession();
  return { handle: await session.attach(VIDEOROOM), close: () => connection.close() };
}

/** Who is in Room1's Janus room: the socket ids the server seated there (their display). */
async function seatedInJanus(): Promise<string[]> {
  const { handle, close } = await videoRoom();
  try {
    const { data } = await handle.message({ request: 'listparticipants', room: janusRoomOf('Room1') });
    return (data.participants as { display: string }[]).map((participant) => participant.display);
  } catch (error) {
    if (error instanceof JanusError && error.code === 426) return [];
    throw error;
  } finally {
    close();
  }
}

async function judgeInMeeting(): Promise<{ socket: Socket; joined: MeetingJoined }> {
  const socket = await suite.open(suite.judge);
  await granted(socket, E.joinRoom, {});
  return { socket, joined: await granted<MeetingJoined>(socket, E.joinMeeting, { meetingId: 'Room1' }) };
}

/** Polls until `check` holds (at most five seconds): Janus tells of a change a moment after it. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + 5000; !check(value) && Date.now() < deadline; value = await read()) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return value;
}

describe('the SFU (Janus)', () => {
  it('seats a joining participant in the room of their courtroom in Janus, and nothing of Janus reaches them', async () => {
    const { socket, joined } = await judgeInMeeting();
    expect(joined.transport).toBe('sfu');
    expect(await seatedInJanus()).toEqual([socket.id]);
    expect(JSON.stringify(joined)).not.toContain(janus.janus.apiSecret);
  });

  it('lets nobody else into the room: a forged token, a spent one and a request without the API secret are refused', async () => {
    await judgeInMeeting();
    const { handle, close } = await videoRoom();
    try {
      const room = janusRoomOf('Room1');
      const join = (token?: string) =>
        handle.message({ request: 'join', ptype: 'publisher', room, display: 'intruder', token });
      await expect(join('forged-token')).rejects.toMatchObject({ code: 433 });
      await expect(join()).rejects.toMatchObject({ code: 433 });
      // The server's token was good for its one join: none is left in the room's list.
      const { data } = await handle.message({
        request: 'allowed',
        room,
        secret: roomSecretOf(janus.janus, 'Room1'),
        action: 'add',
        allowed: [],
      });
      expect(data.allowed).toEqual([]);
    } finally {
      close();
    }
    const stranger = await JanusConnection.open(janus.janus.url, 'not-the-api-secret');
    try {
      await expect(stranger.createSession()).rejects.toMatchObject({ code: 403 });
    } finally {
      stranger.close();
    }
  });

  it('ends a participant’s Janus session the moment they leave, are replaced, or the meeting ends', async () => {
    const { socket } = await judgeInMeeting();
    await granted(socket, E.leaveMeeting, { roomId: 'Room1' });
    expect(await eventually(seatedInJanus, (seated) => seated.length === 0)).toEqual([]);

    // The same Judge on another socket takes the seat: the first socket's session goes.
    const { socket: first } = await judgeInMeeting();
    const { socket: second } = await judgeInMeeting();
    expect(await eventually(seatedInJanus, (seated) => seated.length === 1)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);

    // End: the room itself goes from Janus, with everyone in it.
    await granted(second, E.endMeeting, { roomId: 'Room1' });
    const { handle, close } = await videoRoom();
    try {
      const exists = async () =>
        (await handle.message({ request: 'exists', room: janusRoomOf('Room1') })).data.exists;
      expect(await eventually(exists, (value) => value === false)).toBe(false);
    } finally {
      close();
    }
  });

  it('ends the session of a socket that disconnects', async () => {
    const { socket } = await judgeInMeeting();
    socket.disconnect();
    expect(await eventually(seatedInJanus, (seated) => seated.length === 0)).toEqual([]);
  });

  it('refuses SFU requests of a socket it has not seated, naming the field', async () => {
    const socket = await suite.open(suite.advocate);
    const offer = { roomId: 'Room1', sdp: { type: 'offer', sdp: 'v=0' }, streams: [] };
    expect(await request(socket, E.sfuPublish, offer)).toEqual({
      status: false,
      code: 'sfuNotJoined',
      message: MESSAGES.sfuNotJoined,
      field: 'roomId',
    });
    expect(await request(socket, E.sfuLayer, { roomId: 'Room1', mid: '0', layer: 7 })).toMatchObject({
      status: false,
      field: 'layer',
    });
    expect(await request(socket, E.sfuCandidate, { roomId: 'Room1', connection: 'both' })).toMatchObject({
      status: false,
      field: 'connection',
    });
    expect(
      await request(socket, E.sfuPublish, { ...offer, sdp: { type: 'answer', sdp: 'v=0' } }),
    ).toMatchObject({ status: false, field: 'sdp' });
  });

  it('when Janus dies mid-hearing, tells everyone to rejoin: by the mesh while it is down, then through it again', async () => {
    const { socket } = await judgeInMeeting();
    const rejoins = heard<{ roomId: string }>(socket, E.mediaRejoin);
    const rejoin = () => granted<MeetingJoined>(socket, E.joinMeeting, { meetingId: 'Room1' });
    process.kill(janus.pid()!, 'SIGKILL');

    await until(rejoins, (list) => list.length >= 1);
    expect(rejoins[0]).toEqual({ roomId: 'Room1' });
    const whileDown = await rejoin();
    // Janus may be back already (it restarts within a second): then the rejoin went through it.
    if (whileDown.transport === 'mesh') {
      await eventually(
        async () => rejoins.length,
        (count) => count >= 2,
      );
      expect(rejoins).toHaveLength(2);
      expect((await rejoin()).transport).toBe('sfu');
    }
    expect(await eventually(seatedInJanus, (seated) => seated.length === 1)).toEqual([socket.id]);
  });
});

describe('the SFU unreachable', () => {
  const unreachable = courtroomSuite({
    app: async () =>
      createTestApp({ JANUS_URL: `ws://127.0.0.1:${await freePort()}`, JANUS_API_SECRET: 'a'.repeat(32) }),
  });

  it('seats participants by the mesh, and says so in the join', async () => {
    const socket = await unreachable.open(unreachable.judge);
    await granted(socket, E.joinRoom, {});
    const joined = await granted<MeetingJoined>(socket, E.joinMeeting, { meetingId: 'Room1' });
    expect(joined.transport).toBe('mesh');
  });
});
