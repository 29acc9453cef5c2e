import { z } from 'zod';
import {
  CASE_NUMBER_MAX_LENGTH,
  CASE_TYPES,
  PARTY_NAME_LENGTH,
  STREAMING_EXCLUSIONS,
} from '../cause-list.ts';
import { MASTER_VALUE_MAX_LENGTH } from '../constants.ts';
import { courtDate } from '../court-dates.ts';
import { MESSAGES } from '../messages.ts';
import { cnrField } from './cnr.ts';
import { requiredText } from './fields.ts';
import { databaseId } from './params.ts';
import { pageQuery } from './pagination.ts';

const isoDate = (requiredMessage: string) =>
  requiredText(requiredMessage).pipe(z.iso.date({ error: MESSAGES.dateInvalid }));

/** A date that is today or earlier in court time. */
const pastDate = (requiredMessage: string, futureMessage: string) =>
  isoDate(requiredMessage).refine((date) => date <= courtDate(), { error: futureMessage });

const partyName = (message: string) =>
  requiredText(message)
    .min(PARTY_NAME_LENGTH.min, { error: message })
    .max(PARTY_NAME_LENGTH.max, { error: message });

/** The Cause List Entry modal (spec.md §3 and §5); nextDate defaults to tomorrow where it is filled in. */
export const causeListSchema = z
  .object({
    nextDate: z.iso.date({ error: MESSAGES.dateInvalid }).optional(),
    roomId: requiredText(MESSAGES.roomIdSelect),
    /**
     * The court room the case is heard in (its value, "n^m"), one the room streams; court search lists the
     * hearing under it. Left empty, the server takes proposedCourtRoom's, or else lists a High Court bench's
     * hearing in a room a bench streams in (the bench's court search finds it); any other empty one, which no
     * court search would find, is refused.
     */
    courtRoom: z
      .string({ error: MESSAGES.courtRoomUnknown })
      .trim()
      .max(MASTER_VALUE_MAX_LENGTH, { error: MESSAGES.courtRoomUnknown })
      .optional()
      .transform((value) => value || undefined),
    casestage: requiredText(MESSAGES.caseStageRequired),
    cnr: cnrField(),
    petitioner: partyName(MESSAGES.petitionerLength),
    respondent: partyName(MESSAGES.respondentLength),
    advocatePetitioner: partyName(MESSAGES.advocatePetitionerLength),
    advocateRespondent: partyName(MESSAGES.advocateRespondentLength),
    caseType: z.enum(CASE_TYPES, { error: MESSAGES.caseTypeRequired }),
    filingNumber: requiredText(MESSAGES.filingNumberFormat).regex(/^\d{5,7}$/, {
      error: MESSAGES.filingNumberFormat,
    }),
    filingDate: pastDate(MESSAGES.filingDateRequired, MESSAGES.filingDateFuture),
    registrationNumber: requiredText(MESSAGES.registrationNumberFormat).regex(/^\d{1,6}$/, {
      error: MESSAGES.registrationNumberFormat,
    }),
    registrationDate: pastDate(MESSAGES.registrationDateRequired, MESSAGES.registrationDateFuture),
    caseNumber: requiredText(MESSAGES.caseNumberRequired)
      .max(CASE_NUMBER_MAX_LENGTH, { error: MESSAGES.caseNumberFormat })
      .regex(/^[A-Za-z0-9/-]+$/, { error: MESSAGES.caseNumberFormat }),
    petitionerEnrollmentId: requiredText(MESSAGES.petitionerEnrollmentRequired),
    respondentEnrollmentId: requiredText(MESSAGES.respondentEnrollmentRequired),
    streamingExclusion: z
      .enum(STREAMING_EXCLUSIONS, { error: MESSAGES.streamingExclusionInvalid })
      .default('none'),
  })
  .refine((entry) => entry.petitionerEnrollmentId !== entry.respondentEnrollmentId, {
    error: MESSAGES.enrollmentIdsMustDiffer,
    path: ['respondentEnrollmentId'],
  });
export type CauseListInput = z.infer<typeof causeListSchema>;

/** GET getCauseList: a page (5 a page) filtered by hearing date and room. */
export const causeListQuery = pageQuery.extend({
  date: z.iso.date({ error: MESSAGES.dateInvalid }).optional(),
  roomId: z.string().trim().min(1).optional(),
});

/** DELETE deleteCauseList: the spec names the selected ids `streamIds`. */
export const deleteCauseListSchema = z.object({
  streamIds: z
    .array(databaseId(MESSAGES.selectCauseListToDelete), { error: MESSAGES.selectCauseListToDelete })
    .min(1, { error: MESSAGES.selectCauseListToDelete }),
});

export const searchCauseListByCnrSchema = z.object({ cnr: cnrField() });
