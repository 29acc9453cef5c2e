import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@nyaya/shared';
import type en from '../locales/en.json';

/** A locale file, plus the messages the server and the schemas share (keyed as in MESSAGES). */
type Translation = typeof en & { messages: typeof MESSAGES };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

const FALLBACK_LANGUAGE = 'en';
const STORAGE_KEY = 'nyaya.language';

// Every locale file present becomes a language: adding hi.json adds Hindi with no code change.
// English messages come from @nyaya/shared itself, so they are never retyped; another locale may translate
// them under "messages" and falls back to English for any it leaves out.
const files = import.meta.glob<typeof en>('../locales/*.json', { eager: true, import: 'default' });
const resources: Record<string, { translation: Translation }> = Object.fromEntries(
  Object.entries(files).map(([file, translation]) => {
    const code = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    const translationWithMessages =
      code === FALLBACK_LANGUAGE ? { ...translation, messages: MESSAGES } : translation;
    return [code, { translation: translationWithMessages as Translation }];
  }),
);

export const LANGUAGES = Object.keys(resources).map((code) => ({
  code,
  name: resources[code]?.translation.language.name ?? code,
}));

function initialLanguage(): string {
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved && saved in resources ? saved : FALLBACK_LANGUAGE;
}

/** Keeps the chosen language across a logout, which clears the rest of browser storage. */
export function rememberLanguage(): void {
  localStorage.setItem(STORAGE_KEY, i18n.language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  rememberLanguage();
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
