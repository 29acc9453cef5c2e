import {
  COURTROOM_EVENTS,
  MESSAGES,
  MODERATION_EVENTS,
  type CourtroomParticipant,
  type MeetingJoined,
  type ParticipantTile,
} from '@nyaya/shared';
import { emitCourtroom } from '../api/courtroom-socket';
import { getSocket } from '../../../lib/socket';
import { createCourtroomAudio, type CourtroomAudio } from './courtroom-audio';
import { openLocalMedia, stopStreams, type LocalStream } from './local-media';
import type { MeetingAction } from './meeting-state';
import type { MeetingRole } from './meeting-types';
import { PeerMesh } from './peer-mesh';

type ModerationSignal = { userId: string; status: boolean };

export type MeetingSession = {
  playIntoCourtroom: (audio: Blob) => Promise<void>;
  /** Leaves without ending the meeting for the others. */
  leave: () => Promise<void>;
  /** Unmounting: stops the devices, closes the connections, and leaves if still seated. */
  stop: () => void;
};

/**
 * The side effects of one meeting: opens the devices, joins (and joins again after the socket reconnects, as
 * the server then gives a new seat), connects to every other member and reports what happens as actions.
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
  const unsubscribes: (() => void)[] = [];

  const on = <T>(event: string, listener: (payload: T) => void) => {
    socket.on(event, listener);
    unsubscribes.push(() => socket.off(event, listener));
  };

  const release = () => {
    if (stopped) return;
    stopped = true;
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    mesh?.close();
    audio?.close();
    stopStreams(raw);
  };

  const join = async (outgoing: LocalStream[]) => {
    const attempt = ++joinAttempt;
    seated = true;
    mesh?.close();
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
      mesh?.start(joined.iceServers);
    } catch (error) {
      if (stopped || attempt !== joinAttempt) return;
      seated = false;
      dispatch({
        type: 'joinFailed',
        message: error instanceof Error ? error.message : MESSAGES.somethingWentWrong,
      });
    }
  };

  const listen = (outgoing: LocalStream[]) => {
    on<CourtroomParticipant>(COURTROOM_EVENTS.userJoined, (participant) => {
      if (participant.socketId === socket.id) return;
      dispatch({ type: 'participantJoined', participant });
      mesh?.connect(participant);
    });
    on<{ socketId: string }>(COURTROOM_EVENTS.userLeft, ({ socketId }) => {
      mesh?.remove(socketId);
      dispatch({ type: 'participantLeft', socketId });
    });
    for (const { broadcast, flag } of MODERATION_EVENTS) {
      on<ModerationSignal>(broadcast, ({ userId, status }) =>
        dispatch({ type: 'moderated', userId, flag, status }),
      );
    }
    // A Controller's tab may watch other rooms on the same socket: only this room's end counts.
    on<{ roomId: string }>(COURTROOM_EVENTS.endMeeting, (ended) => {
      if (ended.roomId !== roomId) return;
      seated = false;
      release();
      dispatch({ type: 'ended' });
      onEnded();
    });
    on('connect', () => void join(outgoing));
  };

  void (async () => {
    const local = await openLocalMedia(role);
    if (stopped) {
      stopStreams(local);
      return;
    }
    raw = local;
    audio = createCourtroomAudio(local, role === 'host');
    dispatch({ type: 'mediaOpened', local: audio.outgoing, micTracks: audio.micTracks });
    const peerMesh = new PeerMesh({
      local: audio.outgoing,
      host: role === 'host',
      onStreams: (socketId, streams) => dispatch({ type: 'streamsChanged', socketId, streams }),
    });
    mesh = peerMesh;
    unsubscribes.push(peerMesh.listen(socket));
    listen(audio.outgoing);
    // Not yet connected: the 'connect' listener joins.
    if (socket.connected) await join(audio.outgoing);
  })();

  return {
    playIntoCourtroom: async (blob) => {
      await audio?.playIntoCourtroom(blob);
    },
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
