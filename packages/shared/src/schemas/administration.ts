import { z } from 'zod';
import { ACCESS_EVENTS } from '../access-log.ts';
import { REASON_LENGTH, RETENTION_DAYS } from '../constants.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { requiredText } from './fields.ts';
import { pageQuery, searchText } from './pagination.ts';

/** A pause reason (spec: reason and message, 2 to 60 characters each). */
export const reasonSchema = z.object({
  reason: requiredText(MESSAGE_CODES.reasonLength)
    .min(REASON_LENGTH.min, { error: MESSAGE_CODES.reasonLength })
    .max(REASON_LENGTH.max, { error: MESSAGE_CODES.reasonLength }),
  message: requiredText(MESSAGE_CODES.reasonMessageLength)
    .min(REASON_LENGTH.min, { error: MESSAGE_CODES.reasonMessageLength })
    .max(REASON_LENGTH.max, { error: MESSAGE_CODES.reasonMessageLength }),
});

/** Retention days: digits only, required (spec.md §5); a form sends text, an API client may send a number. */
const retentionDays = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  requiredText(MESSAGE_CODES.retentionRequired)
    .regex(/^\d+$/, { error: MESSAGE_CODES.retentionDigits })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(RETENTION_DAYS.min, { error: MESSAGE_CODES.retentionRange })
        .max(RETENTION_DAYS.max, { error: MESSAGE_CODES.retentionRange }),
    ),
);

export const retentionSchema = z.object({
  districtCourtDays: retentionDays,
  highCourtDays: retentionDays,
});

export const ipStatusSchema = z.object({
  ip: z.union([z.ipv4(), z.ipv6()], { error: MESSAGE_CODES.ipInvalid }),
  isBanned: z.boolean(),
});

const isoDate = z.iso.date({ error: MESSAGE_CODES.dateInvalid });

export const accessLogQuery = pageQuery
  .extend({
    q: searchText,
    event: z.enum(ACCESS_EVENTS).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: MESSAGE_CODES.dateRangeInvalid,
    path: ['from'],
  });
