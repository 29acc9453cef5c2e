import type { ArchivalRequest, SiteLanguage } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { kolkataTimestamp } from '../accesslog/index.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { languageOf } from '../../core/user-records.ts';

export type MailLog = { error: (details: object, message: string) => void };

/** "2026-11-30 15:04 IST": court time, as the requester reads it. */
function courtTime(iso: string): string {
  return `${kolkataTimestamp(new Date(iso)).slice(0, 16).replace('T', ' ')} IST`;
}

/** The requester's e-mail about a decision, in their language: the hearing, the decision, the note, until when. */
export function decisionMail(
  request: ArchivalRequest,
  language: SiteLanguage,
): { subject: string; text: string } {
  return textsIn(language).archivalDecision({
    id: request.id,
    name: request.requester.name,
    cnr: request.cnr,
    hearingDate: request.hearingDate,
    court: request.court[language],
    status: request.status,
    note: request.note,
    until: request.accessUntil ? courtTime(request.accessUntil) : null,
  });
}

/** The decision stands whether or not the e-mail goes out: a failed delivery is logged, never thrown. */
export async function mailDecision(db: Database, notifier: Notifier, request: ArchivalRequest, log: MailLog) {
  const { subject, text } = decisionMail(request, await languageOf(db, request.requester.id));
  try {
    await notifier.email(request.requester.email, subject, text);
  } catch (error) {
    log.error({ err: error, archivalRequestId: request.id }, 'archival decision e-mail not delivered');
  }
}
