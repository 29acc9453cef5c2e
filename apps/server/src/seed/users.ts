import {
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  DEMO_ADVOCATE_ENROLLMENT,
  DEMO_PASSWORD,
  SEATED_ROLES,
  demoAccount,
  type Role,
} from '@nyaya/shared';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../core/passwords.ts';
import type { Database } from '../core/db/client.ts';
import { courtRooms, users, type NewUserRow } from '../core/db/schema/index.ts';
import { DEMO_COURT_ROOM_VALUE } from './masters.ts';

type DemoUser = { role: Role; firstName: string; lastName: string; enrollmentNumber?: string };

const DEMO_USERS: DemoUser[] = [
  { role: 'Judge', firstName: 'Anita', lastName: 'Verma' },
  { role: 'Advocate', firstName: 'Rohan', lastName: 'Mehta', enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT },
  { role: 'Individual', firstName: 'Priya', lastName: 'Singh' },
  { role: 'Reader', firstName: 'Suresh', lastName: 'Kumar' },
  { role: 'Controller', firstName: 'Kavita', lastName: 'Rao' },
  { role: 'SuperAdmin', firstName: 'Vikram', lastName: 'Chauhan' },
  { role: 'Admin', firstName: 'Neha', lastName: 'Gupta' },
];

const DEMO_ADDRESS = { address1: 'Tis Hazari Courts', pinCode: '110054', state: 'Delhi', city: 'Delhi' };

/** One account per role (shared demoAccount, DEMO_PASSWORD), only into an empty users table. */
export async function seedDemoUsers(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return;

  const [courtRoom] = await db
    .select({ id: courtRooms.id })
    .from(courtRooms)
    .where(eq(courtRooms.value, DEMO_COURT_ROOM_VALUE));
  const rows: NewUserRow[] = await Promise.all(
    DEMO_USERS.map(async (user) => ({
      ...user,
      ...DEMO_ADDRESS,
      ...demoAccount(user.role),
      dialCode: DEFAULT_DIAL_CODE,
      country: DEFAULT_COUNTRY,
      courtRoomId: (SEATED_ROLES as readonly Role[]).includes(user.role) ? (courtRoom?.id ?? null) : null,
      // The demo Advocate is on the roll already; nobody in particular checked it.
      advocateVerifiedAt: user.role === 'Advocate' ? new Date() : null,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
}

/** Production bootstrap: the configured SuperAdmin, created only while no SuperAdmin exists. */
export async function seedInitialAdmin(
  db: Database,
  admin: { email: string; mobile: string; password: string },
): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(users).where(eq(users.role, 'SuperAdmin'));
  if ((existing?.total ?? 0) > 0) return;
  await db
    .insert(users)
    .values({
      role: 'SuperAdmin',
      firstName: 'Super',
      lastName: 'Admin',
      email: admin.email,
      dialCode: DEFAULT_DIAL_CODE,
      mobile: admin.mobile,
      country: DEFAULT_COUNTRY,
      passwordHash: await hashPassword(admin.password),
    })
    .onConflictDoNothing();
}
