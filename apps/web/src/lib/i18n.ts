import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';

type Translation = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

const FALLBACK_LANGUAGE = 'en';
const STORAGE_KEY = 'nyaya.language';

// Every locale file present becomes a language: adding hi.json adds Hindi with no code change.
const files = import.meta.glob<Translation>('../locales/*.json', { eager: true, import: 'default' });
const resources = Object.fromEntries(
  Object.entries(files).map(([file, translation]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
    { translation },
  ]),
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
