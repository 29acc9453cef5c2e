import { z } from 'zod';
import {
  ANNOUNCEMENT_LANGUAGES,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  JUDGE_TILE_LABELS,
  SIMULCAST,
} from '../courtroom.ts';
import { PUBLIC_STREAM_DECISIONS } from '../cause-list.ts';
import { STREAM_DELAY_MINUTES } from '../constants.ts';
import { RECORDING, RECORDING_MIME_TYPES } from '../media.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { cnrField } from './cnr.ts';
import { enrollmentNumberField } from './fields.ts';
import { databaseIdAsNumber } from './params.ts';

/**
 * The payloads of the courtroom's client → server events (spec.md §7). Who is asking always comes from the
 * authenticated socket: the spec's userId, role and name fields are accepted and ignored.
 */
const roomId = z
  .string({ error: MESSAGE_CODES.courtroomRoomRequired })
  .trim()
  .min(1, { error: MESSAGE_CODES.courtroomRoomRequired })
  .max(40, { error: MESSAGE_CODES.courtroomRoomRequired });
const userId = z.uuid({ error: MESSAGE_CODES.participantNotFound });
/** A hearing (its cause-list entry) by id. */
const hearingId = () => databaseIdAsNumber(MESSAGE_CODES.hearingNotFound);
/** A Socket.IO socket id: 20 URL-safe characters. */
const socketId = z
  .string({ error: MESSAGE_CODES.participantNotFound })
  .regex(/^[\w-]{1,64}$/, { error: MESSAGE_CODES.participantNotFound });
const ignored = {
  userId: z.unknown().optional(),
  role: z.unknown().optional(),
  name: z.unknown().optional(),
};

/** A judge may leave out roomId (their own room); an advocate names the room and the case (cnr) they wait for. */
export const joinRoomSchema = z.object({
  ...ignored,
  roomId: roomId.optional(),
  cnr: cnrField().optional(),
  caseNumber: z.unknown().optional(),
  petitioner: z.unknown().optional(),
  defendant: z.unknown().optional(),
  host: z.unknown().optional(),
});
export const roomOnlySchema = z.object({ ...ignored, roomId });
/** admitToAdvocate: the host names the advocate (userId) to admit. */
export const admitAdvocateSchema = z.object({ roomId, userId });
export const advocateAcceptSchema = z.object({ ...ignored, roomId });
export const allowAdvocateSchema = z.object({
  roomId,
  hearingId: hearingId(),
  enrollmentNumber: enrollmentNumberField.refine(Boolean, { error: MESSAGE_CODES.enrollmentRequired }),
});

export const participantTileSchema = z.object({
  streamId: z.string().min(1).max(100),
  label: z.enum(JUDGE_TILE_LABELS),
});
export const joinMeetingSchema = z.object({
  ...ignored,
  meetingId: roomId,
  tiles: z.array(participantTileSchema).max(JUDGE_TILE_LABELS.length).default([]),
});

/** A session description's text, as the mesh's peers and Janus exchange them. */
const sdpText = z.string().max(100_000);
const sdp = z.object({ type: z.enum(['offer', 'answer']), sdp: sdpText });
export const offerSchema = z.object({ ...ignored, targetId: socketId, sdp });
export const answerSchema = offerSchema;
const candidate = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(100).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});
export const iceCandidateSchema = z.object({ ...ignored, targetId: socketId, candidate });

const mid = z.string().min(1).max(32);
/** sfu-publish: the offer for the client's own streams, and which stream each m-line carries. */
export const sfuPublishSchema = z.object({
  roomId,
  sdp: z.object({ type: z.literal('offer'), sdp: sdpText }),
  streams: z.array(z.object({ mid, streamId: z.string().min(1).max(100) })).max(16),
});
/** sfu-candidate: null ends the connection's candidates. */
export const sfuCandidateSchema = z.object({
  roomId,
  connection: z.enum(['publisher', 'subscriber']),
  candidate: candidate.nullable(),
});
export const sfuLayerSchema = z.object({
  roomId,
  mid,
  layer: z
    .number()
    .int()
    .min(0)
    .max(SIMULCAST.layers.length - 1),
});
/** The browser's answer to the SFU's offer (sfu-offer's ack), checked before it reaches Janus. */
export const sfuAnswerSchema = z.object({ type: z.literal('answer'), sdp: sdpText.min(1) });

/** host-toggle-audio / -video, host-blur-video, host-freeze-video: status is the new value of the flag. */
export const moderationSchema = z.object({
  roomId,
  userId,
  status: z.boolean({ error: MESSAGE_CODES.invalidRequest }),
});

export const setHearingSchema = z.object({
  roomId,
  hearingId: hearingId().nullable(),
});

/** Start Streaming: streaming true. Stop Streaming: false with the pause reason chosen in "Disable Stream". */
export const setStreamingSchema = z.discriminatedUnion(
  'streaming',
  [
    z.object({ roomId, streaming: z.literal(true) }),
    z.object({
      roomId,
      streaming: z.literal(false),
      reasonId: databaseIdAsNumber(MESSAGE_CODES.pauseReasonRequired),
    }),
  ],
  { error: MESSAGE_CODES.invalidRequest },
);

const withheldMinutes = { error: MESSAGE_CODES.withholdMinutesInvalid };

/**
 * withhold-stream (host): the last `minutes` of the stream never reach the public; no more than the room's delay,
 * which the server checks (no delay exceeds STREAM_DELAY_MINUTES.max).
 */
export const withholdStreamSchema = z.object({
  roomId,
  minutes: z
    .number(withheldMinutes)
    .int(withheldMinutes)
    .min(1, withheldMinutes)
    .max(STREAM_DELAY_MINUTES.max, { error: MESSAGE_CODES.withholdBeyondDelay }),
  /** Also left out of the copy of the recording the public may watch (the court's record keeps it). */
  excludeFromRecording: z.boolean({ error: MESSAGE_CODES.invalidRequest }).default(false),
});

/** POST /announcements/recording. */
export const announcementSchema = z.object({
  text: z
    .string({ error: MESSAGE_CODES.announcementTextLength })
    .trim()
    .min(1, { error: MESSAGE_CODES.announcementTextLength })
    .max(ANNOUNCEMENT_TEXT_MAX_LENGTH, { error: MESSAGE_CODES.announcementTextLength }),
  lang: z.enum(ANNOUNCEMENT_LANGUAGES, { error: MESSAGE_CODES.announcementLanguage }).default('en'),
});

/** The cause-list panel's Allow/Dismiss of one hearing (PUT /courtroom/hearings/:hearingId/publicStream). */
export const publicStreamDecisionSchema = z.object({
  decision: z.enum(PUBLIC_STREAM_DECISIONS, { error: MESSAGE_CODES.invalidRequest }),
});

/** start-recording (host): the room, and the format the browser records in (spec's userId and cnr ignored). */
export const startRecordingSchema = z.object({
  ...ignored,
  roomId,
  cnr: z.unknown().optional(),
  mimeType: z.enum(RECORDING_MIME_TYPES, { error: MESSAGE_CODES.recordingMimeTypeUnsupported }),
});

const sessionId = z.uuid({ error: MESSAGE_CODES.recordingSessionUnknown });
const recordingChunk = z
  .instanceof(Uint8Array, { error: MESSAGE_CODES.recordingChunkInvalid })
  .refine((bytes) => bytes.byteLength <= RECORDING.maxChunkBytes, {
    error: MESSAGE_CODES.recordingChunkTooLarge,
  });

/** video-chunk: one MediaRecorder chunk; an empty chunk with isLastChunk closes the stream of chunks. */
export const videoChunkSchema = z.object({
  ...ignored,
  roomId: z.unknown().optional(),
  cnr: z.unknown().optional(),
  date: z.unknown().optional(),
  sessionId,
  seq: z.number({ error: MESSAGE_CODES.recordingChunkInvalid }).int().min(0).max(1_000_000),
  isFirstChunk: z.boolean({ error: MESSAGE_CODES.recordingChunkInvalid }),
  isLastChunk: z.boolean({ error: MESSAGE_CODES.recordingChunkInvalid }),
  chunk: recordingChunk,
});

/**
 * low-rung-chunk: one chunk of the judge's low live rendition (issue 41), recorded beside the session's own from the
 * same composite; the session's first chunk must be stored before the low rendition's first.
 */
export const lowRungChunkSchema = z.object({ ...ignored, sessionId, chunk: recordingChunk });

export const stopRecordingSchema = z.object({ ...ignored, roomId, sessionId });

/** recording-alarm (host): whether the recorder has a chunk unacknowledged for RECORDING.ackAlarmMs. */
export const recordingAlarmSchema = z.object({
  ...ignored,
  roomId,
  raised: z.boolean({ error: MESSAGE_CODES.invalidRequest }),
});
