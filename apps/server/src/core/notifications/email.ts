import { createTransport } from 'nodemailer';

/** E-mail over the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createMailer(smtpUrl: string, from: string) {
  const transport = createTransport(smtpUrl);
  return {
    send: async (to: string, subject: string, text: string) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
