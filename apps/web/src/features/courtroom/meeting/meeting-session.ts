import {
  COURTROOM_EVENTS,
  MODERATION_EVENTS,
  type MeetingJoined,
  type ParticipantTile,
  type ServerToClientEvents,
} from '@nyaya/shared';
import { emitCourtroom } from '../api/courtroom-socket';
import { getSocket } from '../../../lib/socket';
import { createCourtroomAudio, type CourtroomAudio } from './courtroom-audio';
import { openLocalMedia, stopStreams, type LocalStream } from './local-media';
import type { RemoteStream } from './media-link';
import type { MeetingAction } from './meeting-state';
import type { MeetingRole } from './meeting-types';
import { PeerMesh } from './peer-mesh';
import { SfuConnection } from './sfu-connection';
import { failureMessage } from '../../../lib/translate-message';

export type MeetingSession = {
  playIntoCourtroom: (audio: Blob) => Promise<void>;
  /** A received video is drawn this many device pixels wide: the SFU sends the simulcast layer that fits. */
  fitLayer: (stream: MediaStream, width: number) => void;
  /** Leaves without ending the meeting for the others. */
  leave: () => Promise<void>;
  /** Unmounting: stops the devices, closes the connections, and leaves if still seated. */
  stop: () => void;
};

/**
 * The side effects of one meeting: opens the devices, joins (and joins again after the socket reconnects, as
 * the server then gives a new seat, and when the server says the media server went or came back), sends and
 * receives the media through the SFU (or the mesh, as the join says) and reports what happens as actions.
 */
export function startMeetingSession(
  roomId: string,
  role: MeetingRole,
  dispatch: (action: MeetingAction) => void,
  onEnded: () => void,
): MeetingSession {
  const socket = getSocket();
  let stopped = false;
  /** Asked for a seat (or seated) and not left: unmounting then leaves. */
  let seated = false;
  let joinAttempt = 0;
  let raw: LocalStream[] = [];
  let audio: CourtroomAudio | null = null;
  let mesh: PeerMesh | null = null;
  let sfu: SfuConnection | null = null;
  const unsubscribes: (() => void)[] = [];

  const on = <E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]) => {
    // socket.io-client's overloads do not narrow a generic event name; `E` is one of ServerToClientEvents.
    socket.on(event, listener as never);
    unsubscribes.push(() => socket.off(event, listener as never));
  };

  const release = () => {
    if (stopped) return;
    stopped = true;
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    mesh?.stop();
    sfu?.stop();
    audio?.close();
    stopStreams(raw);
  };

  const join = async (outgoing: LocalStream[]) => {
    const attempt = ++joinAttempt;
    seated = true;
    mesh?.expect();
    sfu?.expect();
    const tiles: ParticipantTile[] = outgoing.flatMap(({ stream, label }) =>
      label ? [{ streamId: stream.id, label }] : [],
    );
    try {
      const joined = await emitCourtroom<MeetingJoined>(COURTROOM_EVENTS.joinMeeting, {
        meetingId: roomId,
        tiles,
      });
      if (stopped || attempt !== joinAttempt) return;
      dispatch({ type: 'joined', joined });
      const [used, unused] = joined.transport === 'sfu' ? [sfu, mesh] : [mesh, sfu];
      unused?.stop();
      used?.start(joined.iceServers);
      if (joined.participants.length > 0) sfu?.othersPresent();
    } catch (error) {
      if (stopped || attempt !== joinAttempt) return;
      seated = false;
      dispatch({ type: 'joinFailed', message: failureMessage(error) });
    }
  };

  const listen = (outgoing: LocalStream[]) => {
    on(COURTROOM_EVENTS.userJoined, (participant) => {
      if (participant.socketId === socket.id) return;
      dispatch({ type: 'participantJoined', participant });
      mesh?.connect(participant);
      sfu?.othersPresent();
    });
    on(COURTROOM_EVENTS.userLeft, ({ socketId }) => {
      mesh?.remove(socketId);
      dispatch({ type: 'participantLeft', socketId });
    });
    for (const { broadcast, flag } of MODERATION_EVENTS) {
      on(broadcast, ({ userId, status }) => dispatch({ type: 'moderated', userId, flag, status }));
    }
    // A Controller's tab may watch other rooms on the same socket: only this room's end counts.
    on(COURTROOM_EVENTS.endMeeting, (ended) => {
      if (ended.roomId !== roomId) return;
      seated = false;
      release();
      dispatch({ type: 'ended' });
      onEnded();
    });
    on(COURTROOM_EVENTS.mediaRejoin, (rejoin) => {
      if (rejoin.roomId === roomId && seated) void join(outgoing);
    });
    const rejoin = () => void join(outgoing);
    socket.on('connect', rejoin);
    unsubscribes.push(() => socket.off('connect', rejoin));
  };

  void (async () => {
    const local = await openLocalMedia(role);
    if (stopped) {
      stopStreams(local);
      return;
    }
    raw = local;
    audio = createCourtroomAudio(local, role === 'host');
    const { outgoing } = audio;
    dispatch({ type: 'mediaOpened', local: outgoing, micTracks: audio.micTracks });
    const onStreams = (socketId: string, streams: RemoteStream[]) =>
      dispatch({ type: 'streamsChanged', socketId, streams });
    const peerMesh = new PeerMesh({ local: outgoing, host: role === 'host', onStreams });
    const sfuConnection = new SfuConnection({
      roomId,
      local: outgoing,
      records: role === 'host',
      onStreams,
      onFailed: () => {
        if (seated) void join(outgoing);
      },
    });
    mesh = peerMesh;
    sfu = sfuConnection;
    unsubscribes.push(peerMesh.listen(socket), sfuConnection.listen(socket));
    listen(outgoing);
    // Not yet connected: the 'connect' listener joins.
    if (socket.connected) await join(outgoing);
  })();

  return {
    playIntoCourtroom: async (blob) => {
      await audio?.playIntoCourtroom(blob);
    },
    fitLayer: (stream, width) => sfu?.fitLayer(stream, width),
    leave: async () => {
      const wasSeated = seated;
      seated = false;
      release();
      if (wasSeated) await emitCourtroom(COURTROOM_EVENTS.leaveMeeting, { roomId }).catch(() => undefined);
    },
    stop: () => {
      if (seated) emitCourtroom(COURTROOM_EVENTS.leaveMeeting, { roomId }).catch(() => undefined);
      seated = false;
      release();
    },
  };
}
