import Bowser from 'bowser';
import type { TFunction } from 'i18next';

/** "Chrome on Linux" for a user agent (the whole string stays in a tooltip); "Unknown device" where none was sent. */
export function deviceOf(t: TFunction, userAgent: string | null): string {
  if (!userAgent) return t('activity.unknownDevice');
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent;
  return os.name ? t('activity.device', { browser: browser.name, os: os.name }) : browser.name;
}
