import type {
  CourtroomParticipant,
  MeetingJoined,
  MeetingTransport,
  ModerationState,
  MessageRef,
} from '@nyaya/shared';
import type { LocalStream } from './local-media';
import type { RemoteStream } from './media-link';
import type { MeetingStatus, MeetingTile } from './meeting-types';

/** What a meeting has seen so far; changed only by the actions below, named after what happened. */
export type MeetingState = {
  status: MeetingStatus;
  error: MessageRef | null;
  /** This user as seated by the server; null until join-meeting answers. */
  self: CourtroomParticipant | null;
  /** Everyone else, in the order they joined. */
  participants: CourtroomParticipant[];
  /** How this join's media travels (null until join-meeting answers). */
  transport: MeetingTransport | null;
  /** The streams received from each other socket. */
  remoteStreams: Record<string, RemoteStream[]>;
  /** The streams this browser sends, as drawn on its own tiles. */
  local: LocalStream[];
  micTracks: MediaStreamTrack[];
};

export type MeetingAction =
  | { type: 'mediaOpened'; local: LocalStream[]; micTracks: MediaStreamTrack[] }
  | { type: 'joined'; joined: MeetingJoined }
  | { type: 'joinFailed'; message: MessageRef }
  | { type: 'participantJoined'; participant: CourtroomParticipant }
  | { type: 'participantLeft'; socketId: string }
  | { type: 'moderated'; userId: string; flag: keyof ModerationState; status: boolean }
  | { type: 'streamsChanged'; socketId: string; streams: RemoteStream[] }
  | { type: 'ended' };

export const initialMeetingState: MeetingState = {
  status: 'starting',
  error: null,
  self: null,
  participants: [],
  transport: null,
  remoteStreams: {},
  local: [],
  micTracks: [],
};

function moderate<T extends ModerationState & { userId: string }>(
  participant: T,
  { userId, flag, status }: { userId: string; flag: keyof ModerationState; status: boolean },
): T {
  return participant.userId === userId ? { ...participant, [flag]: status } : participant;
}

export function meetingReducer(state: MeetingState, action: MeetingAction): MeetingState {
  switch (action.type) {
    case 'mediaOpened':
      return { ...state, local: action.local, micTracks: action.micTracks };
    case 'joined':
      return {
        ...state,
        status: 'joined',
        error: null,
        self: action.joined.self,
        transport: action.joined.transport,
        participants: action.joined.participants.filter((p) => p.socketId !== action.joined.self.socketId),
      };
    case 'joinFailed':
      return { ...state, status: 'failed', error: action.message };
    case 'participantJoined': {
      // A user who joins again takes a new seat: their old one goes.
      const others = state.participants.filter((p) => p.userId !== action.participant.userId);
      return { ...state, participants: [...others, action.participant] };
    }
    case 'participantLeft':
      return {
        ...state,
        participants: state.participants.filter((p) => p.socketId !== action.socketId),
      };
    case 'moderated':
      return {
        ...state,
        self: state.self && moderate(state.self, action),
        participants: state.participants.map((p) => moderate(p, action)),
      };
    case 'streamsChanged': {
      const remoteStreams = { ...state.remoteStreams };
      if (action.streams.length > 0) remoteStreams[action.socketId] = action.streams;
      else delete remoteStreams[action.socketId];
      return { ...state, remoteStreams };
    }
    case 'ended':
      return { ...initialMeetingState, status: 'ended' };
  }
}

function remoteTiles(participant: CourtroomParticipant, streams: RemoteStream[]): MeetingTile[] {
  const base = { participant, isLocal: false };
  if (participant.tiles.length === 0) {
    const received = streams.find(({ stream }) => stream.getVideoTracks().length > 0) ?? streams[0];
    return [
      { ...base, key: participant.socketId, label: participant.name, stream: received?.stream ?? null },
    ];
  }
  return participant.tiles.map(({ streamId, label }) => ({
    ...base,
    key: `${participant.socketId}:${streamId}`,
    label,
    stream: streams.find((received) => received.streamId === streamId)?.stream ?? null,
  }));
}

/** The grid: this browser's own tiles first, then everyone else's; observers have none. */
export function meetingTiles(
  state: MeetingState,
  self: CourtroomParticipant | null,
  cameraOn: boolean,
): MeetingTile[] {
  // Someone seated without any device still has a tile (their name); before that only opened cameras show.
  const ownStreams = state.local.length > 0 ? state.local : state.self ? [{ stream: null, label: null }] : [];
  const own: MeetingTile[] =
    self && !self.observer
      ? ownStreams.map(({ stream, label }) => ({
          key: stream ? `${self.socketId}:${stream.id}` : self.socketId,
          participant: self,
          label: label ?? self.name,
          stream,
          isLocal: true,
          cameraOn,
        }))
      : [];
  const others = state.participants
    .filter((p) => !p.observer)
    .flatMap((p) => remoteTiles(p, state.remoteStreams[p.socketId] ?? []));
  return [...own, ...others];
}
