import { z } from 'zod';
import {
  CASE_NUMBER_MAX_LENGTH,
  CASE_TYPES,
  PARTY_NAME_LENGTH,
  STREAMING_EXCLUSIONS,
} from '../cause-list.ts';
import { MASTER_VALUE_MAX_LENGTH } from '../constants.ts';
import { courtDate } from '../court-dates.ts';
import { MESSAGE_CODES, type MessageKey } from '../messages.ts';
import { cnrField } from './cnr.ts';
import { requiredText } from './fields.ts';
import { databaseId } from './params.ts';
import { pageQuery } from './pagination.ts';

const isoDate = (requiredMessage: MessageKey) =>
  requiredText(requiredMessage).pipe(z.iso.date({ error: MESSAGE_CODES.dateInvalid }));

/** A date that is today or earlier in court time. */
const pastDate = (requiredMessage: MessageKey, futureMessage: MessageKey) =>
  isoDate(requiredMessage).refine((date) => date <= courtDate(), { error: futureMessage });

const partyName = (message: MessageKey) =>
  requiredText(message)
    .min(PARTY_NAME_LENGTH.min, { error: message })
    .max(PARTY_NAME_LENGTH.max, { error: message });

/** The Cause List Entry modal (spec.md §3 and §5); nextDate defaults to tomorrow where it is filled in. */
export const causeListSchema = z
  .object({
    nextDate: z.iso.date({ error: MESSAGE_CODES.dateInvalid }).optional(),
    roomId: requiredText(MESSAGE_CODES.roomIdSelect),
    /**
     * The court room the case is heard in (its value, "n^m"), one the room streams; court search lists the
     * hearing under it. Left empty, the server takes proposedCourtRoom's, or else lists a High Court bench's
     * hearing in a room a bench streams in (the bench's court search finds it); any other empty one, which no
     * court search would find, is refused.
     */
    courtRoom: z
      .string({ error: MESSAGE_CODES.courtRoomUnknown })
      .trim()
      .max(MASTER_VALUE_MAX_LENGTH, { error: MESSAGE_CODES.courtRoomUnknown })
      .optional()
      .transform((value) => value || undefined),
    casestage: requiredText(MESSAGE_CODES.caseStageRequired),
    cnr: cnrField(),
    petitioner: partyName(MESSAGE_CODES.petitionerLength),
    respondent: partyName(MESSAGE_CODES.respondentLength),
    advocatePetitioner: partyName(MESSAGE_CODES.advocatePetitionerLength),
    advocateRespondent: partyName(MESSAGE_CODES.advocateRespondentLength),
    caseType: z.enum(CASE_TYPES, { error: MESSAGE_CODES.caseTypeRequired }),
    filingNumber: requiredText(MESSAGE_CODES.filingNumberFormat).regex(/^\d{5,7}$/, {
      error: MESSAGE_CODES.filingNumberFormat,
    }),
    filingDate: pastDate(MESSAGE_CODES.filingDateRequired, MESSAGE_CODES.filingDateFuture),
    registrationNumber: requiredText(MESSAGE_CODES.registrationNumberFormat).regex(/^\d{1,6}$/, {
      error: MESSAGE_CODES.registrationNumberFormat,
    }),
    registrationDate: pastDate(MESSAGE_CODES.registrationDateRequired, MESSAGE_CODES.registrationDateFuture),
    caseNumber: requiredText(MESSAGE_CODES.caseNumberRequired)
      .max(CASE_NUMBER_MAX_LENGTH, { error: MESSAGE_CODES.caseNumberFormat })
      .regex(/^[A-Za-z0-9/-]+$/, { error: MESSAGE_CODES.caseNumberFormat }),
    petitionerEnrollmentId: requiredText(MESSAGE_CODES.petitionerEnrollmentRequired),
    respondentEnrollmentId: requiredText(MESSAGE_CODES.respondentEnrollmentRequired),
    streamingExclusion: z
      .enum(STREAMING_EXCLUSIONS, { error: MESSAGE_CODES.streamingExclusionInvalid })
      .default('none'),
  })
  .refine((entry) => entry.petitionerEnrollmentId !== entry.respondentEnrollmentId, {
    error: MESSAGE_CODES.enrollmentIdsMustDiffer,
    path: ['respondentEnrollmentId'],
  });
export type CauseListInput = z.infer<typeof causeListSchema>;

/** GET getCauseList: a page (5 a page) filtered by hearing date and room. */
export const causeListQuery = pageQuery.extend({
  date: z.iso.date({ error: MESSAGE_CODES.dateInvalid }).optional(),
  roomId: z.string().trim().min(1).optional(),
});

/** DELETE deleteCauseList: the spec names the selected ids `streamIds`. */
export const deleteCauseListSchema = z.object({
  streamIds: z
    .array(databaseId(MESSAGE_CODES.selectCauseListToDelete), {
      error: MESSAGE_CODES.selectCauseListToDelete,
    })
    .min(1, { error: MESSAGE_CODES.selectCauseListToDelete }),
});

export const searchCauseListByCnrSchema = z.object({ cnr: cnrField() });
