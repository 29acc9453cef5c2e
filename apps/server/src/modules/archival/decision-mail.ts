import type { ArchivalRequest } from '@nyaya/shared';
import { kolkataTimestamp } from '../accesslog/kolkata-time.ts';
import type { Notifier } from '../notifications/notifier.ts';

export type MailLog = { error: (details: object, message: string) => void };

/** "2026-11-30 15:04 IST": court time, as the requester reads it. */
function courtTime(iso: string): string {
  return `${kolkataTimestamp(new Date(iso)).slice(0, 16).replace('T', ' ')} IST`;
}

/** The requester's e-mail about a decision: the hearing, the decision, the note and, if approved, until when. */
export function decisionMail(request: ArchivalRequest): { subject: string; text: string } {
  const decision = request.status.toLowerCase();
  const hearing = `CNR ${request.cnr}, hearing of ${request.hearingDate} in ${request.roomNo}`;
  const lines = [
    `Dear ${request.requester.name},`,
    '',
    `Your archival request #${request.id} for ${hearing} has been ${decision}.`,
  ];
  if (request.note) lines.push(`Note: ${request.note}`);
  if (request.accessUntil) {
    lines.push(`You can watch the recording until ${courtTime(request.accessUntil)}.`);
  }
  return { subject: `Archival request for ${request.cnr} ${decision}`, text: lines.join('\n') };
}

/** The decision stands whether or not the e-mail goes out: a failed delivery is logged, never thrown. */
export async function mailDecision(notifier: Notifier, request: ArchivalRequest, log: MailLog) {
  const { subject, text } = decisionMail(request);
  try {
    await notifier.email(request.requester.email, subject, text);
  } catch (error) {
    log.error({ err: error, archivalRequestId: request.id }, 'archival decision e-mail not delivered');
  }
}
