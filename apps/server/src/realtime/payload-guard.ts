import { COURTROOM_EVENTS, MESSAGES, PAYLOAD_MAX_BYTES, RECORDING, apiFailure } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { Decoder, Encoder } from 'socket.io-parser';
import { inspectPayload } from '../plugins/payload-inspection.ts';
import { connectRefusal } from './connect-refusal.ts';
import type { IoServer, IoSocket } from './events.ts';

/** The events that carry a recording's chunk: the courtroom's and the low live rendition's. */
const CHUNK_EVENTS: readonly unknown[] = [COURTROOM_EVENTS.videoChunk, COURTROOM_EVENTS.lowRungChunk];

/**
 * The most an event's payload may hold. A recording chunk may be large (its schema bounds it), and only the
 * recording host's is taken (modules/courtroom/recording.ts refuses anyone else's before it reads a byte of it).
 */
const maxBytesOf = (event: unknown) =>
  CHUNK_EVENTS.includes(event) ? RECORDING.maxChunkBytes + PAYLOAD_MAX_BYTES : PAYLOAD_MAX_BYTES;

/**
 * Socket.IO's decoder, refusing a text packet longer than PAYLOAD_MAX_BYTES before it parses a byte of it: a
 * frame may be as large as a recording chunk (maxHttpBufferSize), and parsing megabytes of JSON holds the event
 * loop. Socket.IO closes that socket (the refusal reaches its 'error' event, see logSocketErrors); binary
 * attachments are not parsed, and the chunk schema bounds them.
 */
class BoundedDecoder extends Decoder {
  override add(packet: unknown) {
    if (typeof packet === 'string' && packet.length > PAYLOAD_MAX_BYTES)
      throw new Error(MESSAGES.payloadTooLarge);
    super.add(packet);
  }
}

export const boundedParser = { Encoder, Decoder: BoundedDecoder };

/**
 * An event whose payload nests too deeply, is too large or holds a control character is refused as a route's body
 * is (naming the field, in the acknowledgement the event asked for) and reaches no handler. The refusal is logged
 * in one line that quotes nothing of the payload.
 */
export function refuseHostilePayloads(socket: IoSocket, log: FastifyBaseLogger) {
  socket.use(([event, ...args], next) => {
    const ack: unknown = args.at(-1);
    const payload = typeof ack === 'function' ? args.slice(0, -1) : args;
    const problem = inspectPayload(payload, { maxBytes: maxBytesOf(event) });
    if (!problem) return next();
    log.warn(
      { event: String(event).slice(0, 64), userId: socket.data.auth.user.id, problem: problem.message },
      'socket: payload refused',
    );
    // The path starts with the argument's index; the field is named within the (first) payload.
    const field = problem.path.slice(1).join('.') || undefined;
    if (typeof ack === 'function') ack(apiFailure(problem.message, field));
  });
}

type Middleware = (socket: IoSocket, next: (error?: ExtendedError) => void) => void | Promise<void>;

/**
 * A connection middleware whose failure (a lookup that throws, Redis gone) refuses that connection and is logged,
 * instead of escaping as an unhandled rejection that would end the process.
 */
export function guarded(log: FastifyBaseLogger, middleware: Middleware): Middleware {
  return (socket, next) =>
    Promise.resolve()
      .then(() => middleware(socket, next))
      .catch((error: unknown) => {
        log.error({ err: error }, 'socket: a connection check failed');
        next(connectRefusal(MESSAGES.somethingWentWrong));
      });
}

/**
 * Socket.IO reports a malformed packet, and a middleware's refusal, as an 'error' event on the socket; an
 * EventEmitter with no listener for it throws, out of the websocket's message handler. Each is logged in one line
 * and the connection closes (Socket.IO closes it after a malformed packet).
 */
export function logSocketErrors(io: IoServer, log: FastifyBaseLogger) {
  io.on('connection', (socket) => {
    socket.on('error', (error) => {
      log.warn({ userId: socket.data.auth.user.id, problem: error.message.slice(0, 200) }, 'socket: error');
    });
  });
}
