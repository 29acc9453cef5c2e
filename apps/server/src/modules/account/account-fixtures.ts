import { CAPTCHA_PATH, SESSION_COOKIE, SOCKET_EVENTS, SOCKET_PATH } from '@nyaya/shared';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ReceivedMail } from '../../test/smtp-sink.ts';

/** Solves the server's captcha as the widget does, and encodes the solution as the widget's payload. */
export async function solvedCaptcha(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: CAPTCHA_PATH });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The whole stored row, to show a refused call changed nothing. */
export async function userRow(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** The newest message to an address that arrives after `count` messages were received. */
export async function nextMail(
  sink: { received: ReceivedMail[] },
  address: string,
  count: number,
): Promise<ReceivedMail> {
  return vi.waitFor(() => {
    const mail = sink.received.slice(count).find((message) => message.to.includes(address));
    if (!mail) throw new Error(`no mail to ${address} yet`);
    return mail;
  });
}

export function codeOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** A signed-in socket; resolves `ended` with whether it was told its session ended before it was cut. */
export async function openSocket(url: string, cookies: Record<string, string>) {
  const socket: Socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` },
  });
  await new Promise((resolve) => socket.once(SOCKET_EVENTS.sessionReady, resolve));
  let told = false;
  socket.once(SOCKET_EVENTS.sessionEnded, () => (told = true));
  const ended = new Promise<boolean>((resolve) => socket.once('disconnect', () => resolve(told)));
  return { socket, ended };
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A real SMS gateway on loopback (SMS_GATEWAY_URL): keeps every {to, text}, or answers 502 while failing. */
export async function startSmsGateway() {
  const received: { to: string; text: string }[] = [];
  const gateway = { received, failing: false, url: '', close: () => Promise.resolve() };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (gateway.failing) return response.writeHead(502).end();
      received.push(JSON.parse(body) as { to: string; text: string });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  gateway.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return gateway;
}

/** The newest text the gateway received for a number. */
export function lastTextTo(gateway: { received: { to: string; text: string }[] }, to: string): string {
  const text = gateway.received.filter((sms) => sms.to === to).at(-1)?.text;
  if (!text) throw new Error(`no text to ${to}`);
  return text;
}
