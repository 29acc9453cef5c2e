import { messageKey } from '@nyaya/shared';
import type { TFunction } from 'i18next';

/** A message from the server or a schema in the user's language; an unknown text is shown as it came. */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKey(text);
  return key ? t(`messages.${key}`, { defaultValue: text }) : text;
}
