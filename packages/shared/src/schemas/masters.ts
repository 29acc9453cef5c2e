import { z } from 'zod';
import { BENCH_SUFFIXES } from '../courts.ts';
import { MASTER_NAME_LENGTH, MASTER_VALUE_MAX_LENGTH } from '../constants.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { requiredText } from './fields.ts';
import { databaseId } from './params.ts';

const masterName = requiredText(MESSAGE_CODES.masterNameLength)
  .min(MASTER_NAME_LENGTH.min, { error: MESSAGE_CODES.masterNameLength })
  .max(MASTER_NAME_LENGTH.max, { error: MESSAGE_CODES.masterNameLength });

/** A master's name in Hindi: optional (empty means none, shown as the English name), else as long as the English. */
const masterNameHi = z
  .string({ error: MESSAGE_CODES.masterNameHiLength })
  .trim()
  .nullish()
  .transform((name) => name || null)
  .pipe(
    z
      .string()
      .min(MASTER_NAME_LENGTH.min, { error: MESSAGE_CODES.masterNameHiLength })
      .max(MASTER_NAME_LENGTH.max, { error: MESSAGE_CODES.masterNameHiLength })
      .nullable(),
  );

const endsInBenchSuffix = (label: string) => BENCH_SUFFIXES.some((suffix) => label.endsWith(suffix));

const masterValue = requiredText(MESSAGE_CODES.masterValueRequired).max(MASTER_VALUE_MAX_LENGTH, {
  error: MESSAGE_CODES.masterValueTooLong,
});

export const districtSchema = z.object({ name: masterName, value: masterValue });

export const courtComplexSchema = z.object({
  districtId: databaseId(MESSAGE_CODES.districtRequired),
  name: masterName,
  nameHi: masterNameHi,
  value: masterValue,
});

/** The spec's court name/judge: its value is two numbers joined by a caret. */
export const COURT_ROOM_VALUE_PATTERN = /^\d+\^\d+$/;

export const courtRoomSchema = z.object({
  complexId: databaseId(MESSAGE_CODES.complexRequired),
  name: masterName,
  nameHi: masterNameHi,
  value: masterValue.regex(COURT_ROOM_VALUE_PATTERN, { error: MESSAGE_CODES.courtRoomValueFormat }),
  streamingRoomId: databaseId(MESSAGE_CODES.streamingRoomRequired),
});

export const benchSchema = z.object({
  label: masterName.refine(endsInBenchSuffix, { error: MESSAGE_CODES.benchLabelSuffix }),
  labelHi: masterNameHi.refine((label) => label === null || endsInBenchSuffix(label), {
    error: MESSAGE_CODES.benchLabelSuffix,
  }),
  value: masterValue,
});

export const complexListQuery = z.object({ districtId: databaseId().optional() });
export const courtRoomListQuery = z.object({ complexId: databaseId().optional() });
