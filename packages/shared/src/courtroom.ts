import type { ApiResponse } from './api.ts';
import type { RelayState } from './media.ts';
import type { KeptText } from './messages.ts';
import type { Role } from './roles.ts';

/** The numbers of the live courtroom (spec.md §4 peer connection, §9 grid and ICE candidate pool). */
export const COURTROOM = {
  iceCandidatePoolSize: 10,
  /** The SFU's answer to a participant may take this long (Janus negotiates each change in turn). */
  sfuNegotiationTimeoutMs: 10_000,
  /** A peer connection disconnected this long restarts ICE (spec.md §4). */
  iceRestartAfterDisconnectedMs: 3000,
  blurPx: 10,
  carousel: { slidesToShow: 4, slidesToScroll: 3 },
  /**
   * A waiting advocate whose lobby lost its connection keeps their place this long, so a reload or a network
   * blip does not send them to the back; after it they are withdrawn (spec.md §4: leaving the page withdraws).
   */
  waitingGraceMs: 15_000,
  /**
   * The hosts' snapshot lists every viewer: after viewers come and go it is sent at most once in this window per
   * room (the first change at once, the rest together at its end), so an audience joining does not flood the judge.
   */
  viewersWindowMs: 1000,
} as const;

/** spec.md §6: with three or more external cameras the judge gets these three local tiles, one camera each. */
export const JUDGE_TILE_LABELS = ["Hon'ble judge", 'Prosecutor', 'Defendant'] as const;

/** spec.md §4: the texts the judge's client speaks into the courtroom (through POST /announcements/recording). */
export const ANNOUNCEMENTS = {
  startStreaming: 'Start Streaming',
  stopStreaming: 'Stop Streaming',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  endingSession: 'Ending the Session.',
} as const;

export const ANNOUNCEMENT_LANGUAGES = ['en', 'hi'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];
export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 200;

/**
 * spec.md §9 "Participant grid": up to 4 tiles in 2 columns, up to 6 in 3, up to 8 (and beyond) in 4. A single
 * tile takes the whole width.
 */
export function gridColumns(tiles: number): number {
  if (tiles <= 1) return 1;
  if (tiles <= 4) return 2;
  if (tiles <= 6) return 3;
  return 4;
}

/** What the spec.md §6 camera rule leaves out: built-in, virtual and integrated devices. */
const NOT_EXTERNAL =
  /built-?in|virtual|integrated|facetime|\bobs\b|snap camera|manycam|droidcam|^default\b|^communications\b/i;

/** The external devices among a list of cameras or microphones (spec.md §6), in the order given. */
export function externalDevices<T extends { label: string }>(devices: readonly T[]): T[] {
  return devices.filter((device) => device.label !== '' && !NOT_EXTERNAL.test(device.label));
}

/**
 * A participant's moderation, set by the host (spec.md §3 "Participant tile": isMuted, isVideo, isBlurred,
 * isFreeze). The server keeps it per user and room, so a participant who rejoins comes back as they left.
 */
export type ModerationState = {
  isMuted: boolean;
  /** Video on (true) or switched off by the host. */
  isVideo: boolean;
  isBlurred: boolean;
  isFreeze: boolean;
};

export const DEFAULT_MODERATION: ModerationState = {
  isMuted: false,
  isVideo: true,
  isBlurred: false,
  isFreeze: false,
};

/** One local video of a participant: the judge's three cameras are three tiles of one participant. */
export type ParticipantTile = { streamId: string; label: string };

/** Someone in the meeting (the WebRTC mesh). Keyed by socket: one user rejoining takes the same seat. */
export type CourtroomParticipant = ModerationState & {
  socketId: string;
  userId: string;
  name: string;
  role: Role;
  /** The participant's labelled streams; empty when they send one unlabelled stream (or none). */
  tiles: ParticipantTile[];
  /** A Controller monitoring the room: receives everything, sends nothing, has no tile. */
  observer: boolean;
};

/** spec.md §3 "Waiting advocate", with the hearing it waits for and whether the judge has admitted them. */
export type WaitingAdvocate = {
  userId: string;
  roomId: string;
  hearingId: number;
  caseNumber: string;
  cnr: string;
  petitioner: string;
  defendant: string;
  /** The verified advocate's account name, enrollment number and mobile (with its dial code, e.g. +91 9000000002). */
  name: string;
  enrollmentNumber: string;
  mobile: string;
  /** The user id of the room's host (the judge), or null while no judge has opened the room. */
  host: string | null;
  admitted: boolean;
  /** ISO instant they started waiting. */
  since: string;
};

/** A public viewer of the room's delayed stream (the judge's Viewers list). */
export type CourtroomViewer = { socketId: string; userId: string; name: string };

/** The hearing (cause-list entry) in progress in a room: it is the one streamed and recorded. */
export type CourtroomHearing = {
  hearingId: number;
  hearingSessionId: number;
  caseNumber: string;
  cnr: string;
  petitioner: string;
  defendant: string;
  /** The court room it is heard in, by its master-data value ("n^m"); null where the listing names none. */
  courtRoom: string | null;
  /** Whether the public may watch it (the cause-list panel's Allow/Dismiss, else the streaming exclusion). */
  streamable: boolean;
};

/** The pause reason chosen in the "Disable Stream" modal (spec.md §3 "Pause reason"), with its message. */
export type StreamPause = { reasonId: number; reason: string } & KeptText;

/** Everything the host's dashboard shows of a room, sent whole on every change (`courtroom-state`). */
export type CourtroomSnapshot = {
  roomId: string;
  hostUserId: string | null;
  hearing: CourtroomHearing | null;
  streaming: boolean;
  /** Why streaming was stopped, until it starts again; null when never stopped with a reason. */
  pause: StreamPause | null;
  recording: boolean;
  /**
   * The judge's recorder has had a chunk unacknowledged for RECORDING.ackAlarmMs (it reports so with
   * recording-alarm): what it recorded since is not saved. Cleared when its acks flow again or the recording stops.
   */
  recordingAlarm: boolean;
  /** The relay to YouTube and Facebook of this room, one entry per platform; empty while not relaying. */
  relay: RelayState[];
  /** Why the live stream could not be made (ffmpeg died), until it runs again; shown as createStreamsFailed. */
  streamFailure: string | null;
  participants: CourtroomParticipant[];
  waiting: WaitingAdvocate[];
  viewers: CourtroomViewer[];
};

/**
 * How a meeting's media travels: through the SFU (Janus: each camera sent once), or, only while the SFU cannot be
 * reached, the browsers' mesh (each camera sent once per other participant).
 */
export const MEETING_TRANSPORTS = ['sfu', 'mesh'] as const;
export type MeetingTransport = (typeof MEETING_TRANSPORTS)[number];

/** What `join-meeting` answers: the others already in the meeting, yourself as seated, and the ICE servers. */
export type MeetingJoined = {
  roomId: string;
  self: CourtroomParticipant;
  participants: CourtroomParticipant[];
  iceServers: RTCIceServerConfig[];
  transport: MeetingTransport;
};

/** One m-line of the SFU's offer to a participant: whose stream (socket, and their stream id) it carries. */
export type SfuStream = { mid: string; socketId: string; streamId: string | null };
export type SfuOffer = { roomId: string; sdp: { type: 'offer'; sdp: string }; streams: SfuStream[] };

/** Simulcast: each camera goes to the SFU in three layers; a receiver asks for the one its tile needs. */
export const SIMULCAST = {
  /** Lowest first: the layer numbers Janus uses (substream 0, 1, 2), each a quarter, half and all of the size. */
  layers: [
    { rid: 'l', scaleResolutionDownBy: 4, maxBitrate: 150_000 },
    { rid: 'm', scaleResolutionDownBy: 2, maxBitrate: 500_000 },
    { rid: 'h', scaleResolutionDownBy: 1, maxBitrate: 1_500_000 },
  ],
  /** A tile at least this many device pixels wide gets the layer (index); a smaller one the layer below. */
  minTileWidth: [0, 320, 640],
} as const;

/** The simulcast layer a video drawn `width` device pixels wide needs. */
export function simulcastLayerFor(width: number): number {
  return SIMULCAST.minTileWidth.findLastIndex((min) => width >= min);
}

/** RTCIceServer without depending on the DOM library (the server has none). */
export type RTCIceServerConfig = { urls: string | string[]; username?: string; credential?: string };

/** Every courtroom event is acknowledged as an HTTP call is answered: its data, or the refusal (ApiFailure). */
export type CourtroomAck<T = null> = ApiResponse<T>;
