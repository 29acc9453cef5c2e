import { announce } from '../api/announce';
import type { Meeting } from '../meeting/meeting-types';

/**
 * Speaks one of the spec's announcements (ANNOUNCEMENTS) into the courtroom and resolves when it has been
 * played. It is a courtesy to the people in the room: when the speech cannot be fetched or played, the judge's
 * action (streaming, ending) still goes ahead.
 */
export async function announceIntoCourtroom(meeting: Meeting, text: string): Promise<void> {
  try {
    await meeting.playIntoCourtroom(await announce(text));
  } catch (failure) {
    console.warn('The announcement could not be played', failure);
  }
}
