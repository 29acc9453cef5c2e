import {
  fillMessage,
  messageRefText,
  readMessageRef,
  type KeptText,
  type MessageKey,
  type MessageRef,
} from '@nyaya/shared';
import type { TFunction } from 'i18next';
import { ServerFailure } from './api-error';

/** One of our messages, given by its key alone or with the values filled into it. */
export function shownMessage(message: MessageKey | MessageRef): MessageRef {
  return typeof message === 'string' ? { code: message } : message;
}

/** A message in the user's language, by its code: what the server's failures and successes carry. */
export function translateMessage(t: TFunction, message: MessageKey | MessageRef): string {
  const { code, values } = shownMessage(message);
  return fillMessage(t(`messages.${code}`), values ?? {});
}

/**
 * What a toast or the OOPS? modal says: one of our messages, kept as its code so that it shows in the language of
 * the moment (a switch while it shows translates it), or a text already in the user's language.
 */
export type ShownText = MessageRef | string;

export function translateShown(t: TFunction, text: ShownText): string {
  return typeof text === 'string' ? text : translateMessage(t, text);
}

/** A text an administrator keeps (a pause reason's message): ours by its code, else as typed. */
export function keptTextShown({ message, code }: KeptText): ShownText {
  return code ? { code } : message;
}

/** What a failure says: the server's message when it refused, else (a timeout, no network) the generic one. */
export function failureMessage(failure: unknown): MessageRef {
  return failure instanceof ServerFailure
    ? { code: failure.code, values: failure.values }
    : { code: 'somethingWentWrong' };
}

/**
 * A form's error in the user's language. react-hook-form keeps one string per error: the message a shared
 * schema's rule or the server's refusal names (messageRefText: its code, and its values). Any other text is zod's
 * own English for a rule that names none of ours, shown as "Invalid request".
 */
export function translateFormError(t: TFunction, text: string): string {
  return translateMessage(t, readMessageRef(text) ?? 'invalidRequest');
}

/** A failure (the server's refusal of one field, mostly) as a form keeps it to show (translateFormError). */
export function formErrorText(failure: unknown): string {
  const { code, values } = failureMessage(failure);
  return messageRefText(code, values);
}
