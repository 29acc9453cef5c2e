import { MESSAGES } from '@nyaya/shared';
import type { Socket } from 'socket.io';
import { fieldWithControlCharacter } from '../plugins/control-characters.ts';

/**
 * An event whose payload holds a control character is refused as a route's body is (naming the field, in the
 * acknowledgement the event asked for) and reaches no handler.
 */
export function refuseControlCharacters(socket: Socket) {
  socket.use(([, ...args], next) => {
    const ack: unknown = args.at(-1);
    const payload = typeof ack === 'function' ? args.slice(0, -1) : args;
    const path = fieldWithControlCharacter(payload);
    if (!path) return next();
    // The path starts with the argument's index; the field is named within the (first) payload.
    const field = path.slice(1).join('.') || undefined;
    if (typeof ack === 'function') ack({ ok: false, message: MESSAGES.controlCharacters, field });
  });
}
