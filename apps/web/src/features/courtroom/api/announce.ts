import {
  API_PREFIX,
  CSRF_HEADER,
  messageOf,
  type AnnouncementLanguage,
  type ApiFailure,
} from '@nyaya/shared';
import { ApiError } from '../../../lib/api-error';
import { csrfToken } from '../../../lib/csrf';

/** The browser voices closest to the server's espeak-ng voices. */
const BROWSER_VOICES: Record<AnnouncementLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

async function failureOf(response: Response): Promise<ApiFailure> {
  try {
    const body = (await response.json()) as Partial<ApiFailure>;
    if (body.code && body.message) return { ...body, status: false, code: body.code, message: body.message };
  } catch {
    // Not the API's JSON: a proxy's page, a cut connection.
  }
  return { status: false, ...messageOf('announcementFailed') };
}

/** The server's WAV of an announcement (POST /announcements/recording). */
async function fetchAnnouncement(text: string, lang: AnnouncementLanguage): Promise<Blob> {
  const response = await fetch(`${API_PREFIX}/announcements/recording`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'audio/wav',
      'Content-Type': 'application/json',
      [CSRF_HEADER]: await csrfToken(),
    },
    body: JSON.stringify({ text, lang }),
  });
  if (!response.ok) throw new ApiError(response.status, await failureOf(response));
  return response.blob();
}

function speakInBrowser(text: string, lang: AnnouncementLanguage): void {
  if (!('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = BROWSER_VOICES[lang];
  window.speechSynthesis.speak(utterance);
}

/**
 * A spoken announcement as audio to play into the courtroom. When the server cannot speak it, the browser says
 * it here (only this user hears it) and the promise rejects, so the caller knows there is no audio to send.
 * spec.md §8: announcement errors are only logged.
 */
export async function announce(text: string, lang: AnnouncementLanguage = 'en'): Promise<Blob> {
  try {
    return await fetchAnnouncement(text, lang);
  } catch (failure) {
    console.warn('The announcement could not be fetched; the browser speaks it instead', failure);
    speakInBrowser(text, lang);
    throw failure;
  }
}
