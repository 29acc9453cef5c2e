import { fillMessage, matchMessage } from '@nyaya/shared';
import type { TFunction } from 'i18next';

/**
 * A message from the server or a schema in the user's language, filled in as it came (e.g. an RTMP prefix); an
 * unknown text is shown as it came.
 */
export function translateMessage(t: TFunction, text: string): string {
  const known = matchMessage(text);
  if (!known) return text;
  return fillMessage(t(`messages.${known.key}`, { defaultValue: text }), known.values);
}
