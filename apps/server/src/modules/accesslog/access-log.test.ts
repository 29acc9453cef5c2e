import { MESSAGES, PAGE_SIZE, type AccessLogEntry } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let judgeId: string;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  const [judge] = await t.db.select().from(users).where(eq(users.email, 'judge@example.in'));
  judgeId = judge?.id ?? '';
  const at = (iso: string) => new Date(iso);
  await t.db.insert(accessLog).values([
    // 23:59:59 on 9 March and 00:00:00 on 10 March in India.
    {
      event: 'sign_in',
      userId: judgeId,
      role: 'Judge',
      ip: '203.0.113.7',
      createdAt: at('2024-03-09T18:29:59Z'),
    },
    {
      event: 'sign_out',
      userId: judgeId,
      role: 'Judge',
      ip: '203.0.113.7',
      createdAt: at('2024-03-09T18:30:00Z'),
    },
    // The last millisecond of 10 March in India, then the first of 11 March.
    {
      event: 'sign_in_failed',
      userIdentifier: 'typed.someone@x.in',
      ip: '198.51.100.9',
      createdAt: at('2024-03-10T18:29:59.999Z'),
    },
    {
      event: 'sign_in_failed',
      userIdentifier: '9876543210',
      ip: '198.51.100.9',
      createdAt: at('2024-03-10T18:30:00Z'),
    },
    ...Array.from({ length: 23 }, (_, index) => ({
      event: 'user_activated' as const,
      target: `user${index}@example.in`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, index)),
    })),
  ]);
});
afterAll(() => t.close());

async function page(query: string) {
  const response = await controller.get(`/master/accessLogs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: AccessLogEntry[]; total: number; totalPages: number; page: number };
}

describe('#accessLogs', () => {
  it('pages newest first, with the total and the number of pages', async () => {
    const first = await page('?event=user_activated');
    expect(first).toMatchObject({ status: true, page: 1, total: 23, totalPages: 3 });
    expect(first.data).toHaveLength(PAGE_SIZE.default);
    expect(first.data[0]?.target).toBe('user22@example.in');
    const third = await page('?event=user_activated&page=3');
    expect(third.data.map((entry) => entry.target)).toEqual([
      'user2@example.in',
      'user1@example.in',
      'user0@example.in',
    ]);
  });

  it('presents an entry with the person’s name and never more', async () => {
    const { data } = await page('?event=sign_out&from=2024-03-10&to=2024-03-10');
    expect(data).toEqual([
      {
        id: expect.any(Number),
        event: 'sign_out',
        userId: judgeId,
        userName: 'Anita Verma',
        userIdentifier: null,
        role: 'Judge',
        ip: '203.0.113.7',
        userAgent: null,
        target: null,
        detail: null,
        createdAt: '2024-03-09T18:30:00.000Z',
      },
    ]);
  });

  it.each([
    ['anita verma', 2],
    ['JUDGE@example', 2],
    ['typed.someone', 1],
    ['98765', 1],
    ['198.51.100', 2],
    ['100%', 0],
  ])('finds %s in the name, e-mail, typed user id or IP', async (q, found) => {
    const { data } = await page(`?q=${encodeURIComponent(q)}&to=2024-12-31`);
    expect(data).toHaveLength(found);
  });

  it('takes from and to as whole days in India, both included', async () => {
    const tenth = await page('?from=2024-03-10&to=2024-03-10');
    expect(tenth.data.map((entry) => entry.event)).toEqual(['sign_in_failed', 'sign_out']);
    expect((await page('?to=2024-03-09')).data.filter((entry) => entry.event === 'sign_in')).toHaveLength(1);
    expect((await page('?from=2024-03-11&to=2024-03-11')).data).toHaveLength(1);
  });

  it.each([
    ['?from=10-03-2024', 'from', MESSAGES.dateInvalid],
    ['?to=2024-02-30', 'to', MESSAGES.dateInvalid],
    ['?from=2024-03-11&to=2024-03-10', 'from', MESSAGES.dateRangeInvalid],
  ])('refuses %s with 400 on %s', async (query, field, message) => {
    const response = await controller.get(`/master/accessLogs${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
  });

  it('refuses an unknown event and a page below 1', async () => {
    expect((await controller.get('/master/accessLogs?event=dancing')).json()).toMatchObject({
      field: 'event',
    });
    expect((await controller.get('/master/accessLogs?page=0')).json()).toMatchObject({ field: 'page' });
  });

  it('is for the Controller and the SuperAdmin only', async () => {
    const admin = await clientAs(t.app, 'SuperAdmin');
    expect((await admin.get('/master/accessLogs')).statusCode).toBe(200);
    const judge = await clientAs(t.app, 'Judge');
    expect((await judge.get('/master/accessLogs')).statusCode).toBe(403);
  });
});
