import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

/** A real SMTP server on a random loopback port that keeps every message it receives, for SMTP_URL. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          received.push({ to, subject: mail.subject ?? '', text: (mail.text ?? '').trim() });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to an address; the server answers the send only after it is stored here. */
    lastTo(address: string): ReceivedMail | undefined {
      return received.filter((mail) => mail.to.includes(address.toLowerCase())).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code and the token of a set/reset-password message. */
export function codeAndTokenOf(text: string): { code: string; token: string; link: string } {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/reset-password\?token=([\w-]+))/.exec(text);
  if (!code || !link?.[1] || !link[2]) throw new Error(`no code or link in: ${text}`);
  return { code, token: link[2], link: link[1] };
}
