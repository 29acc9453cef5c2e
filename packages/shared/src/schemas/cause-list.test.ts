import { describe, expect, it } from 'vitest';
import { courtDate, courtTomorrow } from '../court-dates.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { causeListSchema, deleteCauseListSchema } from './cause-list.ts';

const valid = {
  nextDate: '2026-11-24',
  roomId: 'Room1',
  casestage: 'Arguments',
  cnr: 'dlsw010068242023',
  petitioner: 'Ramesh Gupta',
  respondent: 'State of NCT Delhi',
  advocatePetitioner: 'Rohan Mehta',
  advocateRespondent: 'Public Prosecutor',
  caseType: 'Criminal',
  filingNumber: '123456',
  filingDate: '2023-03-01',
  registrationNumber: '4521',
  registrationDate: '2023-03-15',
  caseNumber: 'SC/452/2023',
  petitionerEnrollmentId: 'D/1234/2020',
  respondentEnrollmentId: 'D/5678/2019',
};

function messageOf(input: object, field: string) {
  return causeListSchema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)
    ?.message;
}

describe('causeListSchema', () => {
  it('upper-cases the CNR and defaults the streaming exclusion to none', () => {
    expect(causeListSchema.parse(valid)).toMatchObject({
      cnr: 'DLSW010068242023',
      streamingExclusion: 'none',
    });
    expect(causeListSchema.parse({ ...valid, cnr: '1234567890123456' }).cnr).toBe('1234567890123456');
  });

  it.each([
    ['roomId', '', MESSAGE_CODES.roomIdSelect],
    ['cnr', 'DLSW01006824202', MESSAGE_CODES.cnrLength],
    ['cnr', 'DL1W010068242023', MESSAGE_CODES.cnrFormat],
    ['casestage', ' ', MESSAGE_CODES.caseStageRequired],
    ['petitioner', 'Ra', MESSAGE_CODES.petitionerLength],
    ['respondent', 'x'.repeat(101), MESSAGE_CODES.respondentLength],
    ['advocatePetitioner', '', MESSAGE_CODES.advocatePetitionerLength],
    ['advocateRespondent', 'AB', MESSAGE_CODES.advocateRespondentLength],
    ['caseType', 'Tax', MESSAGE_CODES.caseTypeRequired],
    ['filingNumber', '1234', MESSAGE_CODES.filingNumberFormat],
    ['filingNumber', '12345678', MESSAGE_CODES.filingNumberFormat],
    ['filingDate', courtTomorrow(), MESSAGE_CODES.filingDateFuture],
    ['filingDate', '01-03-2023', MESSAGE_CODES.dateInvalid],
    ['registrationNumber', '1234567', MESSAGE_CODES.registrationNumberFormat],
    ['registrationDate', courtTomorrow(), MESSAGE_CODES.registrationDateFuture],
    ['caseNumber', 'SC 452/2023', MESSAGE_CODES.caseNumberFormat],
    ['caseNumber', 'A'.repeat(26), MESSAGE_CODES.caseNumberFormat],
    ['petitionerEnrollmentId', '', MESSAGE_CODES.petitionerEnrollmentRequired],
    ['respondentEnrollmentId', 'D/1234/2020', MESSAGE_CODES.enrollmentIdsMustDiffer],
    ['streamingExclusion', 'secret', MESSAGE_CODES.streamingExclusionInvalid],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(messageOf({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts a filing date of today', () => {
    expect(causeListSchema.safeParse({ ...valid, filingDate: courtDate() }).success).toBe(true);
  });
});

describe('court dates', () => {
  it('counts days in Indian time', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(courtDate(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(courtTomorrow(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-02');
  });
});

describe('deleteCauseListSchema', () => {
  it('needs at least one selected entry', () => {
    expect(deleteCauseListSchema.safeParse({ streamIds: [] }).error?.issues[0]?.message).toBe(
      MESSAGE_CODES.selectCauseListToDelete,
    );
  });
});
