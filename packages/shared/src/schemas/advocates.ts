import { z } from 'zod';
import { ADVOCATE_REJECT_NOTE_MAX_LENGTH, ADVOCATE_VERIFICATION_STATUSES } from '../advocates.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { requiredText } from './fields.ts';
import { pageQuery } from './pagination.ts';

/** GET /advocates/verifications: one status at a time, pending unless asked. */
export const advocateVerificationQuery = pageQuery.extend({
  status: z
    .enum(ADVOCATE_VERIFICATION_STATUSES, { error: MESSAGE_CODES.advocateStatusInvalid })
    .default('pending'),
});
export type AdvocateVerificationQuery = z.infer<typeof advocateVerificationQuery>;

/** `/:userId` of the applicant being verified or rejected. */
export const advocateParams = z.object({
  userId: z.uuid({ error: MESSAGE_CODES.advocateIdInvalid }),
});

/** Reject: the applicant is owed a reason, and the access log keeps it. */
export const rejectAdvocateSchema = z.object({
  note: requiredText(MESSAGE_CODES.advocateRejectNoteRequired).max(ADVOCATE_REJECT_NOTE_MAX_LENGTH, {
    error: MESSAGE_CODES.advocateRejectNoteLength,
  }),
});
export type RejectAdvocateInput = z.infer<typeof rejectAdvocateSchema>;
