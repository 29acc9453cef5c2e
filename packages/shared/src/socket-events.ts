import type { z } from 'zod';
import type { ControlRoomCard } from './control-room.ts';
import type {
  CourtroomAck,
  CourtroomParticipant,
  CourtroomSnapshot,
  SfuOffer,
  WaitingAdvocate,
} from './courtroom.ts';
import type { PublicStreamState } from './media.ts';
import type { Role } from './roles.ts';
import type { iceCandidateSchema, offerSchema } from './schemas/courtroom.ts';
import type { MatterCalled } from './schemas/matters.ts';
import type { COURTROOM_EVENTS, SOCKET_EVENTS } from './socket.ts';

/** The sockets' events and what each carries: the server emits ServerToClientEvents, clients ClientToServerEvents. */
type E = typeof COURTROOM_EVENTS;
type Signal = { fromId: string; userId: string };
type Moderated = { userId: string; status: boolean };

/** A WebRTC description (offer or answer) relayed from one participant of the meeting to another. */
export type DescriptionSignal = Signal & Pick<z.output<typeof offerSchema>, 'sdp'>;
/** An ICE candidate relayed from one participant of the meeting to another. */
export type CandidateSignal = Signal & Pick<z.output<typeof iceCandidateSchema>, 'candidate'>;
/** A room whose meeting ended, or whose media the participants join again. */
export type RoomSignal = { roomId: string };

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
  [COURTROOM_EVENTS.offer]: (signal: DescriptionSignal) => void;
  [COURTROOM_EVENTS.answer]: (signal: DescriptionSignal) => void;
  [COURTROOM_EVENTS.iceCandidate]: (signal: CandidateSignal) => void;
  [COURTROOM_EVENTS.toggleAudio]: (change: Moderated) => void;
  [COURTROOM_EVENTS.toggleVideo]: (change: Moderated) => void;
  [COURTROOM_EVENTS.blurVideo]: (change: Moderated) => void;
  [COURTROOM_EVENTS.freezeVideo]: (change: Moderated) => void;
  [COURTROOM_EVENTS.endMeeting]: (ended: RoomSignal) => void;
  [COURTROOM_EVENTS.matterCalled]: (called: MatterCalled) => void;
  /** Acked with the browser's answer, checked before it reaches Janus. */
  [COURTROOM_EVENTS.sfuOffer]: (offer: SfuOffer, ack: (answer: unknown) => void) => void;
  [COURTROOM_EVENTS.mediaRejoin]: (rejoin: RoomSignal) => void;
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
