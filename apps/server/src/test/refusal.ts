import { MESSAGES, fillMessage, type MessageKey } from '@nyaya/shared';

const keyByText = new Map(Object.entries(MESSAGES).map(([key, text]) => [text as string, key as MessageKey]));

/** The key MESSAGES files a text under: the code a refusal in it must carry. */
export function codeOf(message: string): MessageKey {
  const key = keyByText.get(message);
  if (!key) throw new Error(`"${message}" is none of MESSAGES`);
  return key;
}

/**
 * A refusal as the API answers it and a socket event's ack carries it: status false, code, message (one of
 * MESSAGES, filled with `values` when it has {placeholders}) and field.
 */
export function refusal(message: string, field?: string, values?: Record<string, string>) {
  const code = codeOf(message);
  const filled = values && /\{\w+\}/.test(message);
  const body = filled
    ? { status: false, code, message: fillMessage(message, values), values }
    : { status: false, code, message };
  return field === undefined ? body : { ...body, field };
}
