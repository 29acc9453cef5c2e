import { readdirSync, readFileSync } from 'node:fs';
import { MESSAGES } from '@nyaya/shared';
import type { Locator, Page } from '@playwright/test';
import type EnglishTexts from '../../apps/web/src/locales/en.json';
import type HindiTexts from '../../apps/web/src/locales/hi.json';
import type VerifyRecordingTexts from '../../apps/web/src/locales/pages/verifyRecording/en.json';

type Language = 'en' | 'hi';
const LOCALES = new URL('../../apps/web/src/locales/', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, LOCALES), 'utf8'));
/** A language's texts whole: its locale file and the sections pages load with them (locales/pages/<section>/). */
const read = (code: Language) => ({
  ...readJson(`${code}.json`),
  ...Object.fromEntries(
    readdirSync(new URL('pages/', LOCALES)).map((section) => [
      section,
      readJson(`pages/${section}/${code}.json`),
    ]),
  ),
});
/** The page sections the specs read. */
type PageTexts = { verifyRecording: typeof VerifyRecordingTexts };

/** The web app's texts in each language, as its locale files have them. */
export const TEXTS = {
  en: read('en') as typeof EnglishTexts & PageTexts,
  hi: read('hi') as typeof HindiTexts & PageTexts,
};

/** The language the page is in now (its html lang). */
export async function pageLanguage(page: Page): Promise<Language> {
  return (await page.locator('html').getAttribute('lang')) === 'hi' ? 'hi' : 'en';
}

/** The texts of the language the page is in now. */
export async function textsOfPage(page: Page): Promise<(typeof TEXTS)[Language]> {
  return TEXTS[await pageLanguage(page)];
}

/** A server or schema message as a page in this language shows it (Hindi pages translate it by key). */
export function messageIn(language: Language, key: keyof typeof MESSAGES): string {
  const hindi: Partial<Record<string, string>> = TEXTS.hi.messages;
  return (language === 'hi' && hindi[key]) || MESSAGES[key];
}

/** Whether an input's placeholder is drawn whole in the box (its width in the input's font against the room inside). */
export function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(element.placeholder).width <= room;
  });
}
