import { fillMessage, matchMessage, type MessageKey, type WireMessage } from '@nyaya/shared';
import type { TFunction } from 'i18next';
import { ServerFailure } from './api-error';

/** A message the web shows: one of MESSAGES by its code, with the values filled into its {placeholders}. */
export type ShownMessage = Pick<WireMessage, 'code' | 'values'>;

/** One of our messages, given by its key alone or with the values filled into it. */
export function shownMessage(message: MessageKey | ShownMessage): ShownMessage {
  return typeof message === 'string' ? { code: message } : message;
}

/** A message in the user's language, by its code: what the server's failures and successes carry. */
export function translateMessage(t: TFunction, message: MessageKey | ShownMessage): string {
  const { code, values } = shownMessage(message);
  return fillMessage(t(`messages.${code}`), values ?? {});
}

/**
 * What a toast or the OOPS? modal says: one of our messages, kept as its code so that it shows in the language of
 * the moment (a switch while it shows translates it), or a text already in the user's language.
 */
export type ShownText = ShownMessage | string;

export function translateShown(t: TFunction, text: ShownText): string {
  return typeof text === 'string' ? text : translateMessage(t, text);
}

/** What a failure says: the server's message when it refused, else (a timeout, no network) the generic one. */
export function failureMessage(failure: unknown): ShownMessage {
  return failure instanceof ServerFailure
    ? { code: failure.code, values: failure.values }
    : { code: 'somethingWentWrong' };
}

/**
 * A text that may be one of MESSAGES, in the user's language: looked up among them, placeholders included, and
 * shown as it is when it is none. The web goes by a message's text only for two kinds of text that come with
 * no code: a form's error (react-hook-form keeps an error's text and zod an issue's: our own shared schema's
 * rule, or the server's refusal by the same rule set on the form) and a pause reason's message (master data: a
 * seeded reason's is ours, one an administrator typed is shown as typed).
 */
export function translateText(t: TFunction, text: string): string {
  const known = matchMessage(text);
  return known ? translateMessage(t, { code: known.key, values: known.values }) : text;
}
