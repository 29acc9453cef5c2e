import type { CourtroomParticipant, MeetingTransport, MessageRef } from '@nyaya/shared';

/** One video on the grid: a participant's stream, or one of the judge's three cameras. */
export type MeetingTile = {
  /** Stable React key: socket id, plus the stream id for a labelled tile. */
  key: string;
  participant: CourtroomParticipant;
  /** The participant's name, or the judge's tile label (JUDGE_TILE_LABELS). */
  label: string;
  /** Null until the remote stream arrives (or for an audio-only participant without video). */
  stream: MediaStream | null;
  /** This browser's own camera: drawn muted (no echo) and mirrored. */
  isLocal: boolean;
  /**
   * Own tiles: whether this user's camera switch is on. Its tracks are switched after the render that asks for
   * it, so the tile goes by the switch, not by the track.
   */
  cameraOn?: boolean;
};

export type MeetingStatus = 'starting' | 'joined' | 'ended' | 'failed';

/** How this browser takes part: the judge hosts with cameras, an advocate participates, a Controller observes. */
export type MeetingRole = 'host' | 'participant' | 'observer';

export type MeetingOptions = {
  /** The room to join; null waits (the judge's room is known once join-room answers). */
  roomId: string | null;
  role: MeetingRole;
  /** Called once when the host ends the meeting (end-meeting) for everyone. */
  onEnded: () => void;
};

/** What useMeeting gives a page: the grid's tiles, the user's own controls, and leaving. */
export type Meeting = {
  status: MeetingStatus;
  /** The SFU, or while it cannot be reached the mesh (the page says so); null until joined. */
  transport: MeetingTransport | null;
  /** Why joining failed: the server's refusal, or no answer. */
  error: MessageRef | null;
  self: CourtroomParticipant | null;
  /** Local tiles first, then everyone else in the order they joined; observers have no tile. */
  tiles: MeetingTile[];
  micOn: boolean;
  cameraOn: boolean;
  /** The user's own switches; a participant the host muted (or whose video the host turned off) cannot turn it on. */
  setMicOn: (on: boolean) => void;
  setCameraOn: (on: boolean) => void;
  /** Plays a spoken announcement (a WAV from POST /announcements/recording) into the audio this client sends. */
  playIntoCourtroom: (audio: Blob) => Promise<void>;
  /** A received video is drawn this many device pixels wide: through the SFU, the layer that fits is sent. */
  fitLayer: (stream: MediaStream, width: number) => void;
  /** Leaves the meeting without ending it (leave-meeting), closing every peer connection and the cameras. */
  leave: () => Promise<void>;
};
