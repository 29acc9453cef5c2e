import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvCell } from './csv.ts';
import { kolkataDate } from './kolkata-time.ts';
import { accessLogBatches } from './queries.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientAs(t.app, 'SuperAdmin');
  await t.db.insert(accessLog).values([
    {
      event: 'master_changed',
      ip: '192.0.2.1',
      userAgent: 'Mozilla/5.0 (X11, "quoted")',
      target: '=HYPERLINK("http://evil")',
      detail: 'line one\nline two, with a comma',
      createdAt: new Date('2024-05-01T06:30:00Z'),
    },
    {
      event: 'sign_in_failed',
      userIdentifier: '+91 98765',
      ip: '192.0.2.1',
      detail: '@SUM(A1)',
      createdAt: new Date('2024-05-01T06:29:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('#accessLogs/export', () => {
  it('downloads the filtered log as CSV with a header row, escaped and formula-safe', async () => {
    const response = await admin.get('/master/accessLogs/export?q=192.0.2.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="access-logs-${kolkataDate(new Date())}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.slice(1)).toBe(
      'Time,Event,User,Role,IP,User agent,Target,Detail\r\n' +
        '2024-05-01T12:00:00+05:30,master_changed,,,192.0.2.1,"Mozilla/5.0 (X11, ""quoted"")",' +
        `"'=HYPERLINK(""http://evil"")","line one\nline two, with a comma"\r\n` +
        "2024-05-01T11:59:00+05:30,sign_in_failed,'+91 98765,,192.0.2.1,,,'@SUM(A1)\r\n",
    );
  });

  it('names the person by name and e-mail', async () => {
    const response = await admin.get('/master/accessLogs/export?event=sign_in&q=superadmin');
    const [, first] = response.body.split('\r\n');
    expect(first).toMatch(/,sign_in,Vikram Chauhan <superadmin@example\.in>,SuperAdmin,/);
  });

  it('applies the same validation as the list', async () => {
    const response = await admin.get('/master/accessLogs/export?from=yesterday');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, field: 'from' });
  });

  it('is not for a Judge', async () => {
    const judge = await clientAs(t.app, 'Judge');
    expect((await judge.get('/master/accessLogs/export')).statusCode).toBe(403);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['-1', "'-1"],
    ['\tx', "'\tx"],
    ['a"b', '"a""b"'],
    ['a\r\nb', '"a\r\nb"'],
    ["x;=cmd|' /C calc'!A0", "x;'=cmd|' /C calc'!A0"],
    ['ok; @SUM(A1)', "ok; '@SUM(A1)"],
    ['a,+1', `"a,'+1"`],
    ['line\n-2', `"line\n'-2"`],
    ['2025-01-10 → 2025-02-01', '2025-01-10 → 2025-02-01'],
  ])('writes %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('accessLogBatches', () => {
  it('walks every row once, newest first, even rows of the same millisecond, up to the limit', async () => {
    // Microseconds apart, as rows written by busy instances are: a cursor kept as a Date would lose them.
    await t.db.insert(accessLog).values(
      Array.from({ length: 25 }, (_, index) => ({
        event: 'user_updated' as const,
        target: `t${index}`,
        createdAt: sql`${`2030-01-01T00:00:00.123${String(index).padStart(3, '0')}Z`}::timestamptz`,
      })),
    );
    const seen: string[] = [];
    for await (const rows of accessLogBatches(t.db, { event: 'user_updated' }, { limit: 22, batchSize: 5 })) {
      expect(rows.length).toBeLessThanOrEqual(5);
      seen.push(...rows.map((row) => row.target ?? ''));
    }
    expect(seen).toHaveLength(22);
    expect(new Set(seen).size).toBe(22);
    expect(seen[0]).toBe('t24');
  });
});
