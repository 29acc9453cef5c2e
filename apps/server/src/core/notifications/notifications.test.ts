import { API_PREFIX, MESSAGES } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createNotifier } from './notifier.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function spyLog() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

const baseConfig = {
  nodeEnv: 'test',
  smtpUrl: undefined,
  smsGatewayUrl: undefined,
  mailFrom: 'Nyaya Live <no-reply@nyaya.local>',
} as const;

const outbox = (query = '') => t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox${query}` });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

describe('notifier', () => {
  it('sends e-mail over SMTP', async () => {
    const smtp = await startSmtpSink();
    const notifier = createNotifier({
      config: { ...baseConfig, smtpUrl: smtp.url },
      db: t.db,
      log: spyLog(),
    });
    await notifier.email('Someone@Example.in', 'Hello', 'Your code is 123456');
    expect(smtp.lastTo('someone@example.in')).toEqual({
      to: ['someone@example.in'],
      subject: 'Hello',
      text: 'Your code is 123456',
    });
    notifier.close();
    await smtp.close();
  });

  it('posts SMS as JSON {to, text} to the gateway and fails on a non-2xx answer', async () => {
    const bodies: unknown[] = [];
    let status = 200;
    const gateway = createServer((request, response) => {
      void readBody(request).then((body) => {
        bodies.push(body);
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const notifier = createNotifier({
      config: { ...baseConfig, smsGatewayUrl: url },
      db: t.db,
      log: spyLog(),
    });

    await notifier.sms('+919811100001', 'Your code is 123456');
    expect(bodies).toEqual([{ to: '+919811100001', text: 'Your code is 123456' }]);
    status = 502;
    await expect(notifier.sms('+919811100001', 'again')).rejects.toThrow('502');
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('keeps messages without a transport in the dev outbox, listed newest first', async () => {
    const log = spyLog();
    const notifier = createNotifier({ config: baseConfig, db: t.db, log });
    await notifier.email('dev@example.in', 'First', 'code 111111');
    await notifier.sms('+919811100009', 'code 222222');
    expect(log.info).toHaveBeenCalledTimes(2);

    const response = await outbox();
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe(true);
    expect(data.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        channel: 'sms',
        to: '+919811100009',
        subject: null,
        text: 'code 222222',
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        channel: 'email',
        to: 'dev@example.in',
        subject: 'First',
        text: 'code 111111',
      }),
    ]);
    expect((await outbox('?to=dev@example.in')).json().data).toHaveLength(1);
  });

  it('in production logs a warning without the text', async () => {
    const log = spyLog();
    const notifier = createNotifier({ config: { ...baseConfig, nodeEnv: 'production' }, db: t.db, log });
    await notifier.email('prod@example.in', 'Code', 'secret 333333');
    expect(log.info).not.toHaveBeenCalled();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('333333');
    expect(JSON.stringify(log.warn.mock.calls)).toContain('prod@example.in');
  });
});

describe('#dev.outbox', () => {
  it('answers requests made on this machine', async () => {
    expect((await outbox()).statusCode).toBe(200);
  });

  it.each([['another machine', { remoteAddress: '203.0.113.7' }]])('refuses %s', async (_who, from) => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox`, ...from });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      code: 'devOutboxLocalOnly',
      message: MESSAGES.devOutboxLocalOnly,
    });
  });

  it.each([
    ['X-Forwarded-For', '203.0.113.7'],
    ['X-Forwarded-Host', 'nyaya.example.in'],
    ['X-Forwarded-Proto', 'https'],
    ['X-Forwarded-Port', '443'],
    ['X-Real-IP', '203.0.113.7'],
    ['X-Client-IP', '203.0.113.7'],
    ['True-Client-IP', '203.0.113.7'],
    ['CF-Connecting-IP', '203.0.113.7'],
    ['CF-Connecting-IPv6', '2001:db8::7'],
    ['X-Original-Forwarded-For', '203.0.113.7'],
    ['X-Cluster-Client-IP', '203.0.113.7'],
    ['Fastly-Client-IP', '203.0.113.7'],
    ['X-Envoy-External-Address', '203.0.113.7'],
    ['Via', '1.1 proxy.example.in'],
    ['Forwarded', 'for=203.0.113.7'],
    ['Client-IP', '203.0.113.7'],
    ['CDN-Loop', 'cloudflare'],
  ])('refuses a request relayed by a proxy on this machine (%s)', async (header, value) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/dev/outbox`,
      headers: { [header]: value },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      code: 'devOutboxLocalOnly',
      message: MESSAGES.devOutboxLocalOnly,
    });
  });

  it('is not there without demo data', async () => {
    const real = await createTestApp({ DEMO_DATA: 'false' });
    try {
      expect((await real.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox` })).statusCode).toBe(
        404,
      );
    } finally {
      await real.close();
    }
  });
});
