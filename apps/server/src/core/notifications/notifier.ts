import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from './email.ts';
import { keepInOutbox } from './outbox.ts';
import { createSmsGateway } from './sms.ts';

/** The one way the server reaches a person: e-mail and SMS, whatever carries them. */
export type Notifier = {
  email: (to: string, subject: string, text: string) => Promise<void>;
  sms: (to: string, text: string) => Promise<void>;
  close: () => void;
};

type NotifierDeps = {
  config: Pick<Config, 'nodeEnv' | 'smtpUrl' | 'smsGatewayUrl' | 'mailFrom'>;
  db: Database;
  log: FastifyBaseLogger;
};

/** SMTP and the SMS gateway when configured; otherwise each channel falls back to the dev outbox. */
export function createNotifier({ config, db, log }: NotifierDeps): Notifier {
  const production = config.nodeEnv === 'production';
  const outbox = (message: Parameters<typeof keepInOutbox>[1]) =>
    keepInOutbox(db, message, { log, production });
  const mailer = config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom) : undefined;
  const gateway = config.smsGatewayUrl ? createSmsGateway(config.smsGatewayUrl) : undefined;
  return {
    email: (to, subject, text) =>
      mailer ? mailer.send(to, subject, text) : outbox({ channel: 'email', to, subject, text }),
    sms: (to, text) =>
      gateway ? gateway.send(to, text) : outbox({ channel: 'sms', to, subject: null, text }),
    close: () => mailer?.close(),
  };
}
