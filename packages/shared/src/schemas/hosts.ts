import { z } from 'zod';
import { courtDate } from '../court-dates.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { databaseId } from './params.ts';

const sittingDate = z.iso.date({ error: MESSAGE_CODES.dateInvalid });

/** PUT …/presiding and PUT …/substitutes/:date: the Judge chosen. */
export const hostJudgeSchema = z.object({ judgeId: z.uuid({ error: MESSAGE_CODES.hostJudgeUnknown }) });
export type HostJudgeInput = z.infer<typeof hostJudgeSchema>;

/** A court room by its id. */
export const hostCourtRoomParams = z.object({ id: databaseId(MESSAGE_CODES.courtRoomUnknown) });

/** A court room on a date from the court's today on: a past day's sitting is history, not changed afterwards. */
export const substituteParams = hostCourtRoomParams.extend({
  date: sittingDate.refine((date) => date >= courtDate(), { error: MESSAGE_CODES.substituteDatePast }),
});

/** GET /hosts/courtRooms?date=: the court's today when left out. */
export const hostsQuery = z.object({ date: sittingDate.optional() });
