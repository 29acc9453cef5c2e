import { MESSAGES } from '@nyaya/shared';
import { CourtroomError } from '../api/courtroom-socket';

/** The MESSAGES text of a failed courtroom event: the server's refusal, else (a timeout, no socket) the generic one. */
export function failureMessage(failure: unknown): string {
  return failure instanceof CourtroomError ? failure.message : MESSAGES.somethingWentWrong;
}
