/** The longest external meeting link a Controller may save. */
export const MEETING_LINK_MAX_LENGTH = 500;

/** A meeting link set for a streaming room on a date. */
export type ExternalMeeting = { id: number; url: string; updatedAt: string };

/**
 * A streaming room on a date as the Controller's External Meetings page lists it: how many hearings it has that
 * day and the external meeting link set for it (null: none, the hearing is held in the courtroom here).
 */
export type ExternalMeetingRoom = { roomId: string; hearings: number; meeting: ExternalMeeting | null };

/**
 * A meeting the user may join from today on: a room's link on a date, with the cases heard in it (an Advocate's
 * own; every case for the room's Judge and the Controller). `joinPath` logs the joining and leads to the link.
 */
export type JoinableMeeting = {
  id: number;
  roomId: string;
  date: string;
  cases: { cnr: string; caseNumber: string }[];
  joinPath: string;
};
