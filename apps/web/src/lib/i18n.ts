import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, MESSAGES, SITE_LANGUAGES, type SiteLanguage } from '@nyaya/shared';
import en from '../locales/en.json';
import type advocateVerification from '../locales/pages/advocateVerification/en.json';
import type externalMeetings from '../locales/pages/externalMeetings/en.json';
import type ipConfig from '../locales/pages/ipConfig/en.json';
import type systemHealth from '../locales/pages/systemHealth/en.json';
import type verifyRecording from '../locales/pages/verifyRecording/en.json';

/**
 * Sections of the texts that come with the chunk of the page that uses them instead of with the entry
 * (locales/pages/<section>/<language>.json), in every language: what every page loads, English texts included,
 * is held to a budget for the public pages (build/bundle-budget.ts).
 */
type PageTexts = {
  advocateVerification: typeof advocateVerification;
  externalMeetings: typeof externalMeetings;
  ipConfig: typeof ipConfig;
  systemHealth: typeof systemHealth;
  verifyRecording: typeof verifyRecording;
};
export type PageSection = keyof PageTexts;

/** A locale file with its pages' sections, plus the messages the server and the schemas share (keyed as in MESSAGES). */
type Translation = typeof en & PageTexts & { messages: typeof MESSAGES };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;
const STORAGE_KEY = 'nyaya.language';
/** The language this browser was last told to use; null until someone chose one here (read before init's own change). */
const chosenHere = localStorage.getItem(STORAGE_KEY);

// Every other locale file present becomes a language (adding hi.json added Hindi with no code change), fetched
// only when chosen: a visitor downloads the texts of the language they read. English messages come from
// @nyaya/shared itself, so they are never retyped; another locale translates them under "messages".
const otherLocales = import.meta.glob<Partial<Translation>>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});
const loaders = new Map(
  Object.entries(otherLocales).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
    load,
  ]),
);

const pageTextLoaders = import.meta.glob<Record<string, unknown>>('../locales/pages/*/*.json', {
  import: 'default',
});
/** The sections loaded so far: a change of language fetches them in the new one too. */
const loadedSections = new Set<PageSection>();

async function addPageTexts(section: PageSection, language: string): Promise<void> {
  const load = pageTextLoaders[`../locales/pages/${section}/${language}.json`];
  if (load && i18n.getResource(language, 'translation', section) === undefined) {
    i18n.addResourceBundle(language, 'translation', { [section]: await load() }, true);
  }
}

/** Fetches a page's sections of the texts, in English and in the language of the moment, before it renders. */
export async function loadPageTexts(sections: PageSection[]): Promise<void> {
  sections.forEach((section) => loadedSections.add(section));
  const languages = new Set([FALLBACK_LANGUAGE, i18n.language]);
  await Promise.all(
    sections.flatMap((section) => [...languages].map((language) => addPageTexts(section, language))),
  );
}

/** The languages there are texts for, each named in itself ("हिन्दी"), without fetching its texts. */
export const LANGUAGES = SITE_LANGUAGES.filter((code) => code === FALLBACK_LANGUAGE || loaders.has(code)).map(
  (code) => ({ code, name: LANGUAGE_NAMES[code] }),
);

/** Keeps the chosen language across a logout, which clears the rest of browser storage. */
export function rememberLanguage(): void {
  localStorage.setItem(STORAGE_KEY, i18n.language);
}

/** Switches the language, fetching its texts first; an unknown code leaves it as it is. */
export async function changeLanguage(code: string): Promise<void> {
  const load = loaders.get(code);
  if (code !== FALLBACK_LANGUAGE && !load) return;
  if (load && !i18n.hasResourceBundle(code, 'translation')) {
    i18n.addResourceBundle(code, 'translation', await load());
  }
  await Promise.all([...loadedSections].map((section) => addPageTexts(section, code)));
  await i18n.changeLanguage(code);
}

void i18n.use(initReactI18next).init({
  resources: { [FALLBACK_LANGUAGE]: { translation: { ...en, messages: MESSAGES } } },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

// After init: its own change to English is no one's choice and must not overwrite the one kept from a last visit.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  rememberLanguage();
});

/** Settled once the language chosen on an earlier visit is in place: the app renders in it from the first frame. */
export const languageReady: Promise<void> = chosenHere
  ? changeLanguage(chosenHere).catch(() => undefined)
  : Promise.resolve();

/** Whether this browser has a language of its own choosing (else a signed-in user's account decides). */
export function languageChosenHere(): boolean {
  return localStorage.getItem(STORAGE_KEY) !== null;
}

/** The language the site speaks now, as the server knows the site's languages. */
export function currentSiteLanguage(): SiteLanguage {
  return SITE_LANGUAGES.find((language) => language === i18n.language) ?? FALLBACK_LANGUAGE;
}

export { i18n };
