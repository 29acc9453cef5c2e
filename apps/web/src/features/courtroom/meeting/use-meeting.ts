import { DEFAULT_MODERATION, type CourtroomParticipant } from '@nyaya/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSignedInUser } from '../../../lib/auth';
import { initialMeetingState, meetingReducer, meetingTiles } from './meeting-state';
import { startMeetingSession, type MeetingSession } from './meeting-session';
import type { Meeting, MeetingOptions } from './meeting-types';

/**
 * The live courtroom meeting of one room: this browser's cameras, a WebRTC connection to everyone else, the
 * host's moderation (enforced here when it targets this user) and the end of the meeting.
 */
export function useMeeting({ roomId, role, onEnded }: MeetingOptions): Meeting {
  const user = useSignedInUser();
  const [state, dispatch] = useReducer(meetingReducer, initialMeetingState);
  const [micWanted, setMicWanted] = useState(true);
  const [cameraWanted, setCameraWanted] = useState(true);
  const session = useRef<MeetingSession | null>(null);
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onEndedRef.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    if (!roomId) return;
    const started = startMeetingSession(roomId, role, dispatch, () => onEndedRef.current());
    session.current = started;
    return () => {
      started.stop();
      if (session.current === started) session.current = null;
    };
  }, [roomId, role]);

  // Until join-meeting answers, this user's own tiles show as an unseated participant.
  const self = useMemo<CourtroomParticipant | null>(
    () =>
      state.self ??
      (state.status === 'ended'
        ? null
        : {
            ...DEFAULT_MODERATION,
            socketId: 'self',
            userId: user.id,
            name: user.name,
            role: user.role,
            tiles: [],
            observer: role === 'observer',
          }),
    [state.self, state.status, user.id, user.name, user.role, role],
  );
  const isMuted = self?.isMuted ?? false;
  const videoAllowed = self?.isVideo ?? true;
  const micOn = micWanted && !isMuted && state.micTracks.length > 0;
  const cameraTracks = useMemo(
    () => state.local.flatMap(({ stream }) => stream.getVideoTracks()),
    [state.local],
  );
  const cameraOn = cameraWanted && videoAllowed && cameraTracks.length > 0;

  // The host's mute and video-off are enforced by this client: nothing is sent while they hold.
  useEffect(() => {
    state.micTracks.forEach((track) => (track.enabled = micOn));
  }, [state.micTracks, micOn]);
  useEffect(() => {
    cameraTracks.forEach((track) => (track.enabled = cameraOn));
  }, [cameraTracks, cameraOn]);

  // While the host holds the mute or the video off, the user's own switch cannot turn it on.
  const setMicOn = useCallback(
    (on: boolean) => {
      if (!on || !isMuted) setMicWanted(on);
    },
    [isMuted],
  );
  const setCameraOn = useCallback(
    (on: boolean) => {
      if (!on || videoAllowed) setCameraWanted(on);
    },
    [videoAllowed],
  );
  const playIntoCourtroom = useCallback(async (audio: Blob) => {
    await session.current?.playIntoCourtroom(audio);
  }, []);
  const fitLayer = useCallback((stream: MediaStream, width: number) => {
    session.current?.fitLayer(stream, width);
  }, []);
  const leave = useCallback(async () => {
    await session.current?.leave();
  }, []);
  const tiles = useMemo(() => meetingTiles(state, self, cameraOn), [state, self, cameraOn]);

  return {
    status: roomId ? state.status : 'starting',
    transport: state.transport,
    error: state.error,
    self: state.self,
    tiles,
    micOn,
    cameraOn,
    setMicOn,
    setCameraOn,
    playIntoCourtroom,
    fitLayer,
    leave,
  };
}
