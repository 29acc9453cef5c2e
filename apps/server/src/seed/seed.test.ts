import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openDatabase } from '../core/db/client.ts';
import { migrateDatabase } from '../core/db/migrate.ts';
import {
  courtComplexes,
  courtRooms,
  districts,
  highCourtBenches,
  streamingRooms,
  users,
} from '../core/db/schema/index.ts';
import { seedDatabase } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = { users, districts, courtComplexes, courtRooms, highCourtBenches, streamingRooms };

async function counts(db: TestApp['db']) {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ total: count() }).from(table);
      return [name, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seed', () => {
  it("holds the demo users and Delhi's master data", async () => {
    const demo = await t.db
      .select({ role: users.role, email: users.email, mobile: users.mobile })
      .from(users);
    expect(demo.map((user) => [user.role, user.email, user.mobile]).sort()).toEqual(
      [
        ['Judge', 'judge@example.in', '9000000001'],
        ['Advocate', 'advocate@example.in', '9000000002'],
        ['Individual', 'individual@example.in', '9000000003'],
        ['Reader', 'reader@example.in', '9000000004'],
        ['Controller', 'controller@example.in', '9000000005'],
        ['SuperAdmin', 'superadmin@example.in', '9000000006'],
        ['Admin', 'admin@example.in', '9000000007'],
      ].sort(),
    );
    const names = (await t.db.select({ name: districts.name }).from(districts)).map((d) => d.name).sort();
    expect(names).toEqual(
      [
        'Central',
        'East',
        'New Delhi',
        'North',
        'North East',
        'North West',
        'Shahdara',
        'South',
        'South East',
        'South West',
        'West',
      ].sort(),
    );
    expect((await t.db.select().from(streamingRooms)).map((room) => room.name).sort()).toEqual([
      'Room1',
      'Room2',
      'Room3',
    ]);
    const benches = await t.db.select().from(highCourtBenches);
    expect(benches.length).toBeGreaterThan(0);
    expect(benches.every((bench) => /\((A|O|C)\)$/.test(bench.label))).toBe(true);
    const rooms = await t.db.select().from(courtRooms);
    expect(rooms.every((room) => /^\d+\^\d+$/.test(room.value) && room.streamingRoomId !== null)).toBe(true);
  });

  it('seats the demo judge and reader in the court room linked to Room1', async () => {
    const seated = await t.db
      .select({ role: users.role, room: streamingRooms.name })
      .from(users)
      .innerJoin(courtRooms, eq(users.courtRoomId, courtRooms.id))
      .innerJoin(streamingRooms, eq(courtRooms.streamingRoomId, streamingRooms.id));
    expect(seated.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { role: 'Judge', room: 'Room1' },
      { role: 'Reader', room: 'Room1' },
    ]);
  });

  it('is idempotent and leaves existing data alone', async () => {
    await t.db.update(districts).set({ name: 'Central Delhi' }).where(eq(districts.value, 'CT'));
    const before = await counts(t.db);
    // Without a media directory: the demo recordings' own idempotence is recordings.test's, and the default
    // directory is the one `npm start` uses.
    const seeding = { demoData: t.config.demoData, initialAdmin: t.config.initialAdmin };
    await seedDatabase(t.db, seeding);
    await seedDatabase(t.db, seeding);
    expect(await counts(t.db)).toEqual(before);
    const [central] = await t.db.select().from(districts).where(eq(districts.value, 'CT'));
    expect(central?.name).toBe('Central Delhi');
  });

  it('seeds no demo users without DEMO_DATA, and bootstraps one SuperAdmin when configured', async () => {
    const handle = await openDatabase({ memory: true });
    try {
      const initialAdmin = { email: 'root@court.example', mobile: '9999999999', password: 'Root@12345' };
      await migrateDatabase(handle, () => seedDatabase(handle.db, { demoData: false, initialAdmin }));
      await seedDatabase(handle.db, {
        demoData: false,
        initialAdmin: { ...initialAdmin, email: 'other@x.in' },
      });
      const all = await handle.db.select({ role: users.role, email: users.email }).from(users);
      expect(all).toEqual([{ role: 'SuperAdmin', email: 'root@court.example' }]);
      expect((await counts(handle.db)).districts).toBe(11);
    } finally {
      await handle.close();
    }
  });
});
