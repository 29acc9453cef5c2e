/** Socket.IO settings shared by server and client (spec.md §9, "Socket reconnection"). */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_TRANSPORTS = ['websocket'] as const;

/** Open sockets one session, and one user over all their sessions, may hold across every instance. */
export const SOCKET_LIMITS = { perSession: 10, perUser: 30 } as const;

export const GENERAL_SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * How long a courtroom event waits for the server's ack before the web app counts it as failed. A recording's
 * start, chunks and finalising wait longer (the web app's features/courtroom/recording/recording-socket.ts).
 */
export const COURTROOM_ACK_TIMEOUT_MS = 10_000;

export const MEETING_SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
} as const;

/** Events of the general session socket. */
export const SOCKET_EVENTS = {
  /** Server → client once the connection is authenticated: { userId, role }. */
  sessionReady: 'session-ready',
  /** Server → client when the session was revoked (logout elsewhere, deactivation). */
  sessionEnded: 'session-ended',
  /** Server → Controllers when a room's card changed: the whole ControlRoomCard. */
  controlRoomCard: 'control-room-card',
} as const;

/**
 * Events of the live courtroom (spec.md §7 "Realtime socket"; the names are the spec's, ours are marked). Every
 * client → server event takes an ack callback answered with a CourtroomAck.
 */
export const COURTROOM_EVENTS = {
  // Client → server.
  /** The judge opens their room (host), a Controller monitors one, an advocate starts waiting for a case. */
  joinRoom: 'join-room',
  /** Ours: an advocate stops waiting (Cancel, or the lobby closing); a host leaves the dashboard. */
  leaveRoom: 'leave-room',
  /** The host admits a waiting advocate; also server → that advocate. */
  admitToAdvocate: 'admitToAdvocate',
  /**
   * Ours: the host lets an advocate the cause list does not name (a proxy counsel, by enrollment number) wait
   * for one hearing of the room, until the meeting ends.
   */
  allowAdvocate: 'allow-advocate',
  /** An admitted advocate accepts: they leave the waiting list and may join the meeting. */
  advocateAccept: 'advocate-accept',
  joinMeeting: 'join-meeting',
  /** Ours: leaving the meeting without ending it (an advocate's END NOW). */
  leaveMeeting: 'leave-meeting',
  offer: 'offer',
  answer: 'answer',
  iceCandidate: 'ice-candidate',
  endMeeting: 'end-meeting',
  /**
   * Ours, through the SFU (Janus): the client's offer for what it sends, with which of its streams each m-line
   * (mid) carries; acked with Janus's answer.
   */
  sfuPublish: 'sfu-publish',
  /** Ours: one ICE candidate of the client's publishing or receiving connection, passed on to Janus. */
  sfuCandidate: 'sfu-candidate',
  /** Ours: the simulcast layer (0 lowest to 2 highest) the client wants of one received video. */
  sfuLayer: 'sfu-layer',
  hostToggleAudio: 'host-toggle-audio',
  hostToggleVideo: 'host-toggle-video',
  hostBlurVideo: 'host-blur-video',
  hostFreezeVideo: 'host-freeze-video',
  /** Ours: the host picks the hearing in progress from the cause-list panel (null: between hearings). */
  setHearing: 'set-hearing',
  /** Ours: Start Streaming / Stop Streaming (with a pause reason). */
  setStreaming: 'set-streaming',
  /**
   * Ours: the host withholds the last N minutes (1 to the room's delay) from the public stream and the relays;
   * optionally also from the public copy of the recording.
   */
  withholdStream: 'withhold-stream',
  /** Ours: a viewer of the room's public stream (/stream) counts in the Viewers list while connected. */
  watchRoom: 'watch-room',
  unwatchRoom: 'unwatch-room',
  /** Ours: the host opens (or resumes) the room's recording session: ack RecordingStarted. */
  startRecording: 'start-recording',
  /** One MediaRecorder chunk of the session (host); acked { seq } once durable, a stored seq again unwritten. */
  videoChunk: 'video-chunk',
  /**
   * Ours: one chunk of the host's low live rendition (issue 41), about 360p, recorded beside the session's own; not
   * durable: acked once handed to the public stream, never sent again.
   */
  lowRungChunk: 'low-rung-chunk',
  /** The host stops the session: acked once the hearing's MP4 is finalised. */
  stopRecording: 'stop-recording',
  /**
   * Ours: the host's recorder has a chunk unacknowledged for RECORDING.ackAlarmMs (raised: true), or no longer;
   * the room's control-room card shows it.
   */
  recordingAlarm: 'recording-alarm',

  // Server → client.
  /** To hosts: the list of waiting advocates (spec) whenever it changes. */
  advocateWaiting: 'advocateWaiting',
  /** Ours, to hosts: the whole CourtroomSnapshot whenever anything in the room changes. */
  courtroomState: 'courtroom-state',
  userJoined: 'user-joined',
  userLeft: 'user-left',
  toggleAudio: 'toggle-audio',
  toggleVideo: 'toggle-video',
  blurVideo: 'blur-video',
  freezeVideo: 'freeze-video',
  /** Ours, to the room's viewers (and as watch-room's ack): the PublicStreamState whenever it may have changed. */
  streamState: 'stream-state',
  /**
   * Ours, to one participant: Janus's offer of everything they receive (SfuOffer), each m-line with whose stream
   * it carries; the client acks with its answer.
   */
  sfuOffer: 'sfu-offer',
  /** Ours, to everyone in meetings: the media server went away or came back; join the meeting again. */
  mediaRejoin: 'media-rejoin',
  /** Ours, to each verified advocate the cause list names on a hearing, when the judge calls it: MatterCalled. */
  matterCalled: 'matter-called',
} as const;

/** Each host moderation request, the event everyone in the meeting then receives, and the flag it sets. */
export const MODERATION_EVENTS = [
  { request: COURTROOM_EVENTS.hostToggleAudio, broadcast: COURTROOM_EVENTS.toggleAudio, flag: 'isMuted' },
  { request: COURTROOM_EVENTS.hostToggleVideo, broadcast: COURTROOM_EVENTS.toggleVideo, flag: 'isVideo' },
  { request: COURTROOM_EVENTS.hostBlurVideo, broadcast: COURTROOM_EVENTS.blurVideo, flag: 'isBlurred' },
  { request: COURTROOM_EVENTS.hostFreezeVideo, broadcast: COURTROOM_EVENTS.freezeVideo, flag: 'isFreeze' },
] as const;
