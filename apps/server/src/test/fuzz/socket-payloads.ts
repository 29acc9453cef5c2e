import {
  COURTROOM_EVENTS as E,
  MAX_DATABASE_INTEGER,
  admitAdvocateSchema,
  advocateAcceptSchema,
  allowAdvocateSchema,
  answerSchema,
  iceCandidateSchema,
  joinMeetingSchema,
  joinRoomSchema,
  lowRungChunkSchema,
  moderationSchema,
  offerSchema,
  recordingAlarmSchema,
  roomOnlySchema,
  setHearingSchema,
  setStreamingSchema,
  sfuCandidateSchema,
  sfuLayerSchema,
  sfuPublishSchema,
  startRecordingSchema,
  stopRecordingSchema,
  videoChunkSchema,
  withholdStreamSchema,
  type CourtroomRequestEvent,
} from '@nyaya/shared';
import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';
import { hostileValue, valueOf, type JsonSchema } from './schema-arbitrary.ts';

/** Every client → server event of the courtroom and the schema its handler checks the payload against. */
const EVENT_SCHEMAS: Record<CourtroomRequestEvent, z.ZodType> = {
  [E.joinRoom]: joinRoomSchema,
  [E.leaveRoom]: roomOnlySchema,
  [E.admitToAdvocate]: admitAdvocateSchema,
  [E.allowAdvocate]: allowAdvocateSchema,
  [E.advocateAccept]: advocateAcceptSchema,
  [E.joinMeeting]: joinMeetingSchema,
  [E.leaveMeeting]: roomOnlySchema,
  [E.offer]: offerSchema,
  [E.answer]: answerSchema,
  [E.iceCandidate]: iceCandidateSchema,
  [E.endMeeting]: roomOnlySchema,
  [E.sfuPublish]: sfuPublishSchema,
  [E.sfuCandidate]: sfuCandidateSchema,
  [E.sfuLayer]: sfuLayerSchema,
  [E.hostToggleAudio]: moderationSchema,
  [E.hostToggleVideo]: moderationSchema,
  [E.hostBlurVideo]: moderationSchema,
  [E.hostFreezeVideo]: moderationSchema,
  [E.setHearing]: setHearingSchema,
  [E.setStreaming]: setStreamingSchema,
  [E.withholdStream]: withholdStreamSchema,
  [E.watchRoom]: roomOnlySchema,
  [E.unwatchRoom]: roomOnlySchema,
  [E.startRecording]: startRecordingSchema,
  [E.videoChunk]: videoChunkSchema,
  [E.lowRungChunk]: lowRungChunkSchema,
  [E.stopRecording]: stopRecordingSchema,
  [E.recordingAlarm]: recordingAlarmSchema,
};

export const CLIENT_EVENTS = Object.keys(EVENT_SCHEMAS) as CourtroomRequestEvent[];

/** The issue's attack: `join-room` with 8,000 nested arrays, 16 KB on the wire. */
export const ISSUE_DEPTH = 8000;
/** Up to about a megabyte: beyond any bound a courtroom event but a recording chunk needs, below Socket.IO's own. */
const LARGEST = 1_000_000;

/**
 * What replaces the payload or one of its fields. Big values are described, not held, so that a counterexample
 * prints in a line and replays from it.
 */
export type Hostile =
  | { kind: 'value'; value: unknown }
  | { kind: 'deep'; depth: number; container: 'array' | 'object'; leaf: unknown }
  | { kind: 'text'; length: number; unit: string }
  | { kind: 'array'; length: number }
  | { kind: 'object'; keys: number }
  | { kind: 'bytes'; length: number };

/** One event as a client might send it: the payload (a well-shaped one with `at` spoiled), extra arguments, the ack. */
export type SocketCall = {
  event: CourtroomRequestEvent;
  base: unknown;
  /** The field replaced by the hostile value; undefined: the whole payload is. */
  at: string | undefined;
  hostile: Hostile;
  /** No payload at all: the ack (if any) comes first. */
  payloadless: boolean;
  extra: Hostile[];
  ack: 'function' | 'none' | 'not-a-function';
};

const numbersOutOfRange = fc.constantFrom(
  MAX_DATABASE_INTEGER + 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_VALUE,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1e21,
  -1,
  0.5,
);
const controlled = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0008');
const withControlCharacters = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), controlled).map(([text, control]) => `${text}${control}`),
  fc.tuple(fc.string({ maxLength: 8 }), controlled).map(([key, control]) => ({ [`${key}${control}`]: 1 })),
);

export const hostile: Arbitrary<Hostile> = fc.oneof(
  fc.oneof(hostileValue, numbersOutOfRange, withControlCharacters).map((value) => ({ kind: 'value', value })),
  fc.record({
    kind: fc.constant('deep'),
    depth: fc.oneof(fc.constant(ISSUE_DEPTH), fc.integer({ min: 20, max: 20_000 })),
    container: fc.constantFrom('array', 'object'),
    leaf: fc.oneof(fc.constant(1), withControlCharacters),
  }),
  fc.record({
    kind: fc.constant('text'),
    length: fc.oneof(fc.integer({ min: 1000, max: 70_000 }), fc.integer({ min: 1000, max: LARGEST })),
    unit: fc.constantFrom('x', '[', 'é', '😀', '\u0000', '\u200b'),
  }),
  fc.record({ kind: fc.constant('array'), length: fc.integer({ min: 1000, max: LARGEST / 5 }) }),
  fc.record({ kind: fc.constant('object'), keys: fc.integer({ min: 100, max: LARGEST / 20 }) }),
  fc.record({ kind: fc.constant('bytes'), length: fc.integer({ min: 1, max: LARGEST }) }),
) as Arbitrary<Hostile>;

/** Deep nesting as text: building it as a value would have the client's own encoder recurse as deep. */
function nestedText(depth: number, container: 'array' | 'object', leaf: unknown): string {
  const [open, close] = container === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return `${open.repeat(depth)}${JSON.stringify(leaf)}${close.repeat(depth)}`;
}

/**
 * The JSON text of a hostile value, written as text (no value is built: this side's own work is not what the
 * server is measured on); a binary one is sent as an attachment, and its placeholder stands for it. */
function textOf(spec: Hostile, attachments: Buffer[]): string {
  switch (spec.kind) {
    case 'value':
      return JSON.stringify(spec.value) ?? 'null';
    case 'deep':
      return nestedText(spec.depth, spec.container, spec.leaf);
    case 'text': {
      // `length` is the text's size as sent: a control character takes six bytes escaped.
      const escaped = JSON.stringify(spec.unit).length - 2;
      return JSON.stringify(spec.unit.repeat(Math.ceil(spec.length / escaped)));
    }
    case 'array':
      return `[${Array.from({ length: spec.length }, (_, index) => index).join(',')}]`;
    case 'object':
      return `{${Array.from({ length: spec.keys }, (_, index) => `"k${index}":${index}`).join(',')}}`;
    case 'bytes':
      attachments.push(Buffer.alloc(spec.length, 0x5b));
      return JSON.stringify({ _placeholder: true, num: attachments.length - 1 });
  }
}

/** A hostile value's JSON text, a binary one as its placeholder. */
export const hostileJson = (spec: Hostile) => textOf(spec, []);

/** Where the hostile value's text goes in the payload's. */
const HOSTILE_HERE = '\u{10FFFF}hostile';

export type Packets = { text: string; attachments: Buffer[] };

/**
 * A call as Socket.IO packets: the event packet's text (with `ackId`, if the call asks for an ack) and its binary
 * attachments, sent as they are, so that nothing of this side's encoder stands between the payload and the server.
 */
export function packetsOf(call: SocketCall, ackId: number | undefined): Packets {
  const attachments: Buffer[] = [];
  const hostileText = textOf(call.hostile, attachments);
  const payload =
    call.at === undefined
      ? hostileText
      : JSON.stringify({ ...(call.base as object), [call.at]: HOSTILE_HERE }).replace(
          JSON.stringify(HOSTILE_HERE),
          () => hostileText,
        );
  const args = [
    JSON.stringify(call.event),
    ...(call.payloadless ? [] : [payload]),
    ...call.extra.map((extra) => textOf(extra, attachments)),
    ...(call.ack === 'not-a-function' ? ['"not a function"'] : []),
  ];
  // Socket.IO's packet types: 2 an event, 5 an event with binary attachments (their count and a dash first).
  const type = attachments.length > 0 ? `5${attachments.length}-` : '2';
  return { text: `${type}${ackId ?? ''}[${args.join(',')}]`, attachments };
}

/** The fields of a schema that constrain their value (not the spec's fields accepted and ignored). */
function constrainedFields(schema: JsonSchema): string[] {
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  return [
    ...new Set(
      variants.flatMap((variant) =>
        Object.entries(variant.properties ?? {})
          .filter(([, field]) => Object.keys(field).length > 0)
          .map(([key]) => key),
      ),
    ),
  ];
}

/** The demo rooms, so that a well-shaped payload gets past "no such room" to the checks behind it. */
const withRealRoom = (value: unknown, room: string) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? {
        ...value,
        ...('roomId' in value ? { roomId: room } : {}),
        ...('meetingId' in value ? { meetingId: room } : {}),
      }
    : value;

function callOf(event: CourtroomRequestEvent): Arbitrary<SocketCall> {
  const schema = z.toJSONSchema(EVENT_SCHEMAS[event], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = constrainedFields(schema);
  return fc.record({
    event: fc.constant(event),
    base: fc
      .tuple(valueOf(schema), fc.constantFrom('Room1', 'Room2', undefined))
      .map(([value, room]) => (room === undefined ? value : withRealRoom(value, room))),
    at: fc.option(fc.constantFrom(...fields), { nil: undefined, freq: 3 }),
    hostile,
    payloadless: fc.integer({ min: 0, max: 19 }).map((draw) => draw === 0),
    extra: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Hostile[]>([]) },
      { weight: 1, arbitrary: fc.array(hostile, { minLength: 1, maxLength: 3 }) },
    ),
    ack: fc.constantFrom('function', 'function', 'function', 'none', 'not-a-function'),
  });
}

/** A hostile call of any client → server event. */
export const socketCall: Arbitrary<SocketCall> = fc.constantFrom(...CLIENT_EVENTS).chain(callOf);
