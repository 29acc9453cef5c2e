import { z } from 'zod';
import {
  ARCHIVAL_ACCESS_DAYS,
  ARCHIVAL_NOTE_MAX_LENGTH,
  ARCHIVAL_REASON_LENGTH,
  ARCHIVAL_STATUSES,
} from '../archival.ts';
import { courtDate } from '../court-dates.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { cnrField } from './cnr.ts';
import { emailField, requiredText } from './fields.ts';
import { pageQuery } from './pagination.ts';

/** A hearing that has taken place: an ISO date, today or earlier in court time. */
const pastHearingDate = requiredText(MESSAGE_CODES.hearingDateRequired)
  .pipe(z.iso.date({ error: MESSAGE_CODES.dateInvalid }))
  .refine((date) => date <= courtDate(), { error: MESSAGE_CODES.hearingDateFuture });

const reasonField = requiredText(MESSAGE_CODES.archivalReasonLength)
  .min(ARCHIVAL_REASON_LENGTH.min, { error: MESSAGE_CODES.archivalReasonLength })
  .max(ARCHIVAL_REASON_LENGTH.max, { error: MESSAGE_CODES.archivalReasonLength });

/** The Controller's "Create Request" modal: a request filed for an Individual or Advocate by e-mail. */
export const createArchivalRequestSchema = z.object({
  requesterEmail: emailField,
  cnr: cnrField(),
  hearingDate: pastHearingDate,
  roomId: requiredText(MESSAGE_CODES.roomIdSelect),
  reason: reasonField,
});
export type CreateArchivalRequestInput = z.infer<typeof createArchivalRequestSchema>;

/** The request modal of an Expired case (spec.md §4): Submit only once the terms are accepted. */
export const ownArchivalRequestSchema = z.object({
  cnr: cnrField(),
  hearingDate: pastHearingDate,
  reason: reasonField,
  termsAccepted: z.literal(true, { error: MESSAGE_CODES.archivalTermsRequired }),
});
export type OwnArchivalRequestInput = z.infer<typeof ownArchivalRequestSchema>;

const noteField = z
  .string({ error: MESSAGE_CODES.archivalNoteLength })
  .trim()
  .max(ARCHIVAL_NOTE_MAX_LENGTH, { error: MESSAGE_CODES.archivalNoteLength });

/** Approve: access for 1–30 whole days (default from config), an optional note. */
export const approveArchivalSchema = z.object({
  accessDays: z.coerce
    .number({ error: MESSAGE_CODES.archivalAccessDaysRange })
    .int({ error: MESSAGE_CODES.archivalAccessDaysRange })
    .min(ARCHIVAL_ACCESS_DAYS.min, { error: MESSAGE_CODES.archivalAccessDaysRange })
    .max(ARCHIVAL_ACCESS_DAYS.max, { error: MESSAGE_CODES.archivalAccessDaysRange }),
  note: noteField.optional(),
});
export type ApproveArchivalInput = z.infer<typeof approveArchivalSchema>;

/** Reject: the requester is owed a reason, so the note is required. */
export const rejectArchivalSchema = z.object({
  note: requiredText(MESSAGE_CODES.archivalRejectNoteRequired).max(ARCHIVAL_NOTE_MAX_LENGTH, {
    error: MESSAGE_CODES.archivalNoteLength,
  }),
});
export type RejectArchivalInput = z.infer<typeof rejectArchivalSchema>;

/** GET getArchivalRequests: a page, optionally one status, one CNR or one request id. */
export const archivalListQuery = pageQuery.extend({
  status: z.enum(ARCHIVAL_STATUSES, { error: MESSAGE_CODES.archivalStatusInvalid }).optional(),
  cnr: cnrField().optional(),
  requestId: z.coerce
    .number({ error: MESSAGE_CODES.archivalRequestIdInvalid })
    .int({ error: MESSAGE_CODES.archivalRequestIdInvalid })
    .positive({ error: MESSAGE_CODES.archivalRequestIdInvalid })
    .max(2_147_483_647, { error: MESSAGE_CODES.archivalRequestIdInvalid })
    .optional(),
});
export type ArchivalListQuery = z.infer<typeof archivalListQuery>;
