/**
 * The languages the site speaks: apps/web/src/locales has a file for each, and the server writes its e-mails and
 * SMS in each. A user's choice is stored with them; English until they choose.
 */
export const SITE_LANGUAGES = ['en', 'hi'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** Each language named in itself, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', hi: 'हिन्दी' };
