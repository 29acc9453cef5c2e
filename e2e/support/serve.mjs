// The browser suite's server: a real SMTP sink on loopback (every message saved as JSON for the specs to
// read) and the built app on a fresh embedded database, sending its mail to that sink.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.DATA_DIR ?? '.e2e-data';
const mailDir = join(dataDir, 'mail');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const file = join(mailDir, `${Date.now()}-${received}.json`);
        // Written aside and renamed, so a spec reading the folder never finds half a message (it did, once, on a
        // busy machine: "Unexpected end of JSON input").
        writeFileSync(
          `${file}.part`,
          JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }),
        );
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// Started as `npm start` and production start it (apps/server/process-settings.json).
const processSettings = JSON.parse(readFileSync('apps/server/process-settings.json', 'utf8'));
const nodeFlags = [...processSettings.nodeFlags, ...processSettings.embeddedDatabaseNodeFlags];
const app = spawn(process.execPath, [...nodeFlags, 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...processSettings.env,
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
});
const stop = () => {
  app.kill('SIGTERM');
  smtp.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
app.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
