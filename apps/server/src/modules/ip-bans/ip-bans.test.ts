import { API_PREFIX, MESSAGES, PAGE_SIZE, type IpEntry } from '@nyaya/shared';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, ipBans } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { canonicalIp } from '../../core/ip-bans/ip-address.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientAs(t.app, 'SuperAdmin');
});
afterAll(() => t.close());

const from = (ip: string, url = `${API_PREFIX}/health`) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip });
const setStatus = (ip: string, isBanned: boolean) => admin.post('/master/updateIpStatus', { ip, isBanned });

describe('#getuniqueIp', () => {
  it('lists every address seen, and banned ones never seen, 10 a page, most recent first', async () => {
    const seen = Array.from({ length: 12 }, (_, index) => `198.51.100.${index + 1}`);
    await t.db.insert(accessLog).values(
      seen.flatMap((ip, index) =>
        Array.from({ length: index + 1 }, () => ({
          event: 'sign_in_failed' as const,
          ip,
          createdAt: new Date(Date.UTC(2099, 0, 1, 0, index)),
        })),
      ),
    );
    await t.db
      .insert(ipBans)
      .values({ ip: '192.0.2.99', isBanned: true, updatedAt: new Date('2099-02-01Z') });

    const first = (await admin.get('/master/getuniqueIp')).json();
    expect(first).toMatchObject({
      status: true,
      page: 1,
      totalPages: Math.ceil(first.total / PAGE_SIZE.ipList),
    });
    expect(first.data).toHaveLength(PAGE_SIZE.ipList);
    expect(first.data[0]).toEqual({
      ip: '192.0.2.99',
      isBanned: true,
      lastSeenAt: '2099-02-01T00:00:00.000Z',
      events: 0,
      isYours: false,
    });
    expect(first.data[1]).toEqual({
      ip: '198.51.100.12',
      isBanned: false,
      lastSeenAt: '2099-01-01T00:11:00.000Z',
      events: 12,
      isYours: false,
    });
    const second = (await admin.get('/master/getuniqueIp?page=2')).json();
    expect(second.data.slice(0, 3).map((entry: IpEntry) => entry.ip)).toEqual([
      '198.51.100.3',
      '198.51.100.2',
      '198.51.100.1',
    ]);
    expect(second.data.map((entry: IpEntry) => entry.ip)).toContain(admin.ip);
    // The SuperAdmin's own address is marked, and only it: the page warns before they try to ban it.
    const yours = [...first.data, ...second.data].filter((entry: IpEntry) => entry.isYours);
    expect(yours.map((entry: IpEntry) => entry.ip)).toEqual([admin.ip]);
  });

  it('refuses a page below 1', async () => {
    expect((await admin.get('/master/getuniqueIp?page=0')).statusCode).toBe(400);
  });
});

describe('the list of addresses on a large access log', () => {
  it('is read from the index of addresses and times, not by reading the whole log', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // A test database is small enough that a scan is cheapest; asking for another way shows whether one exists.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(
        sql`explain select ip, max(created_at), count(*) from access_log where ip is not null group by ip`,
      );
      // Both drivers (PGlite, node-postgres) answer with the plan's lines as rows.
      const { rows } = explained as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('access_log_ip_created_idx');
  });
});

describe('#updateIpStatus', () => {
  it('bans an address: its next request gets 403, API and web page alike, until it is unbanned', async () => {
    const ip = '203.0.113.50';
    expect((await from(ip)).statusCode).toBe(200);

    const banned = await setStatus(ip, true);
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toEqual({
      status: true,
      code: 'ipStatusUpdated',
      message: MESSAGES.ipStatusUpdated,
      data: { ip, isBanned: true },
    });
    const [logged] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    expect(logged).toMatchObject({ event: 'ip_banned', target: ip, role: 'SuperAdmin', ip: admin.ip });

    for (const url of [`${API_PREFIX}/health`, `${API_PREFIX}/auth/csrf`, '/', '/dashboard', '/missing.js']) {
      const response = await from(ip, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, code: 'ipBanned', message: MESSAGES.ipBanned });
    }
    expect((await admin.get('/master/getuniqueIp', ip)).statusCode).toBe(403);

    expect((await setStatus(ip, false)).json()).toMatchObject({ data: { ip, isBanned: false } });
    expect((await from(ip)).statusCode).toBe(200);
    const [unbanned] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    expect(unbanned).toMatchObject({ event: 'ip_unbanned', target: ip });
  });

  it('matches an IPv6 address however it is written', async () => {
    await setStatus('2001:DB8:0:0::0:1', true);
    expect((await from('2001:db8::1')).statusCode).toBe(403);
    await setStatus('2001:db8::1', false);
    expect((await from('2001:db8::1')).statusCode).toBe(200);
  });

  it.each([[(ip: string) => ip], [(ip: string) => `::ffff:${ip}`]])(
    'will not let the SuperAdmin ban the address they use',
    async (spell) => {
      const response = await setStatus(spell(admin.ip), true);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        code: 'cannotBanOwnIp',
        message: MESSAGES.cannotBanOwnIp,
        field: 'ip',
      });
      expect((await admin.get('/master/getuniqueIp')).statusCode).toBe(200);
    },
  );

  it.each([
    [{ ip: '300.1.1.1', isBanned: true }, 'ip', MESSAGES.ipInvalid],
    [{ ip: 'localhost', isBanned: true }, 'ip', MESSAGES.ipInvalid],
    [{ isBanned: true }, 'ip', MESSAGES.ipInvalid],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const response = await admin.post('/master/updateIpStatus', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
  });

  it('refuses a missing isBanned', async () => {
    const response = await admin.post('/master/updateIpStatus', { ip: '192.0.2.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, field: 'isBanned' });
  });

  it('is the SuperAdmin’s alone', async () => {
    const controller = await clientAs(t.app, 'Controller');
    expect(
      (await controller.post('/master/updateIpStatus', { ip: '192.0.2.1', isBanned: true })).statusCode,
    ).toBe(403);
    expect((await controller.get('/master/getuniqueIp')).statusCode).toBe(403);
  });
});

describe('canonicalIp', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:7b7b:7b7b', '123.123.123.123'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['::1', '::1'],
  ])('writes %s as %s', (ip, canonical) => expect(canonicalIp(ip)).toBe(canonical));
});
