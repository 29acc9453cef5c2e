import type {
  COURTROOM_EVENTS,
  ControlRoomCard,
  CourtroomAck,
  CourtroomParticipant,
  CourtroomSnapshot,
  MatterCalled,
  PublicStreamState,
  Role,
  SfuOffer,
  SOCKET_EVENTS,
  WaitingAdvocate,
  iceCandidateSchema,
  offerSchema,
} from '@nyaya/shared';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { AuthContext } from '../core/sessions/sessions.ts';

type E = typeof COURTROOM_EVENTS;
type Signal = { fromId: string; userId: string };
type Moderated = { userId: string; status: boolean };

export type ServerToClientEvents = {
  [SOCKET_EVENTS.sessionReady]: (payload: { userId: string; role: Role }) => void;
  [SOCKET_EVENTS.sessionEnded]: () => void;
  [SOCKET_EVENTS.controlRoomCard]: (card: ControlRoomCard) => void;
  [COURTROOM_EVENTS.advocateWaiting]: (waiting: WaitingAdvocate[]) => void;
  [COURTROOM_EVENTS.courtroomState]: (snapshot: CourtroomSnapshot) => void;
  [COURTROOM_EVENTS.streamState]: (state: PublicStreamState) => void;
  [COURTROOM_EVENTS.admitToAdvocate]: (advocate: WaitingAdvocate) => void;
  [COURTROOM_EVENTS.userJoined]: (participant: CourtroomParticipant) => void;
  [COURTROOM_EVENTS.userLeft]: (left: { socketId: string; userId: string }) => void;
  [COURTROOM_EVENTS.offer]: (signal: Signal & Pick<z.output<typeof offerSchema>, 'sdp'>) => void;
  [COURTROOM_EVENTS.answer]: (signal: Signal & Pick<z.output<typeof offerSchema>, 'sdp'>) => void;
  [COURTROOM_EVENTS.iceCandidate]: (
    signal: Signal & Pick<z.output<typeof iceCandidateSchema>, 'candidate'>,
  ) => void;
  [COURTROOM_EVENTS.toggleAudio]: (change: Moderated) => void;
  [COURTROOM_EVENTS.toggleVideo]: (change: Moderated) => void;
  [COURTROOM_EVENTS.blurVideo]: (change: Moderated) => void;
  [COURTROOM_EVENTS.freezeVideo]: (change: Moderated) => void;
  [COURTROOM_EVENTS.endMeeting]: (ended: { roomId: string }) => void;
  [COURTROOM_EVENTS.matterCalled]: (called: MatterCalled) => void;
  /** Acked with the browser's answer, checked before it reaches Janus. */
  [COURTROOM_EVENTS.sfuOffer]: (offer: SfuOffer, ack: (answer: unknown) => void) => void;
  [COURTROOM_EVENTS.mediaRejoin]: (rejoin: { roomId: string }) => void;
};

/** The courtroom's client → server events; the payload is checked by each event's schema, the ack may be absent. */
export type CourtroomRequestEvent = Exclude<
  E[keyof E],
  | E['advocateWaiting']
  | E['courtroomState']
  | E['userJoined']
  | E['userLeft']
  | E['toggleAudio']
  | E['toggleVideo']
  | E['blurVideo']
  | E['freezeVideo']
  | E['streamState']
  | E['matterCalled']
  | E['sfuOffer']
  | E['mediaRejoin']
>;
export type CourtroomAckCallback = (response: CourtroomAck<unknown>) => void;
export type ClientToServerEvents = {
  [Event in CourtroomRequestEvent]: (payload: unknown, ack?: CourtroomAckCallback) => void;
};
export type InterServerEvents = Record<string, never>;
export type SocketData = { auth: AuthContext };

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
