import { describe, expect, it } from 'vitest';
import { courtDate, courtTomorrow } from '../court-dates.ts';
import { MESSAGE_CODES } from '../messages.ts';
import {
  approveArchivalSchema,
  createArchivalRequestSchema,
  ownArchivalRequestSchema,
  rejectArchivalSchema,
} from './archival.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const valid = {
  requesterEmail: 'Individual@Example.in',
  cnr: 'dlnd010000012025',
  hearingDate: courtDate(),
  roomId: 'Room1',
  reason: 'I was a party and need the recording for an appeal.',
};

describe('archival request schemas', () => {
  it('accepts a request and normalises the e-mail and CNR', () => {
    const parsed = createArchivalRequestSchema.parse(valid);
    expect(parsed.requesterEmail).toBe('individual@example.in');
    expect(parsed.cnr).toBe('DLND010000012025');
  });

  it.each([
    ['hearingDate', courtTomorrow(), MESSAGE_CODES.hearingDateFuture],
    ['hearingDate', '', MESSAGE_CODES.hearingDateRequired],
    ['reason', 'too short', MESSAGE_CODES.archivalReasonLength],
    ['reason', 'x'.repeat(501), MESSAGE_CODES.archivalReasonLength],
    ['cnr', 'DL123', MESSAGE_CODES.cnrLength],
    ['roomId', '', MESSAGE_CODES.roomIdSelect],
  ])('refuses %s %j with its message', (field, value, message) => {
    expect(firstMessage(createArchivalRequestSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it('needs the terms accepted on a request of ones own', () => {
    const { requesterEmail: _email, roomId: _room, ...own } = valid;
    expect(ownArchivalRequestSchema.safeParse({ ...own, termsAccepted: true }).success).toBe(true);
    expect(firstMessage(ownArchivalRequestSchema.safeParse({ ...own, termsAccepted: false }))).toBe(
      MESSAGE_CODES.archivalTermsRequired,
    );
  });

  it('approves for 1 to 30 whole days and rejects only with a note', () => {
    expect(approveArchivalSchema.parse({ accessDays: '7' }).accessDays).toBe(7);
    for (const accessDays of [0, 31, 2.5, 'x'])
      expect(firstMessage(approveArchivalSchema.safeParse({ accessDays }))).toBe(
        MESSAGE_CODES.archivalAccessDaysRange,
      );
    expect(firstMessage(rejectArchivalSchema.safeParse({ note: '  ' }))).toBe(
      MESSAGE_CODES.archivalRejectNoteRequired,
    );
    expect(firstMessage(rejectArchivalSchema.safeParse({ note: 'n'.repeat(501) }))).toBe(
      MESSAGE_CODES.archivalNoteLength,
    );
  });
});
