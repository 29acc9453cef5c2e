import { PAGE_SIZE, type Role } from '@nyaya/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { courtRooms, users } from '../../core/db/schema/index.ts';
import { userRecordColumns, type UserRecord } from '../../core/user-records.ts';

export type AdminUserRecord = UserRecord & { isActive: boolean; passwordSet: boolean; createdAt: Date };

const adminUserColumns = {
  ...userRecordColumns,
  isActive: users.isActive,
  passwordSet: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function selectAdminUsers(db: Database) {
  return db.select(adminUserColumns).from(users).leftJoin(courtRooms, eq(users.courtRoomId, courtRooms.id));
}

/** Undefined for an unknown id, and for text that is no id at all (which PostgreSQL would refuse to compare). */
export async function findAdminUser(db: Database, id: string): Promise<AdminUserRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const [user] = await selectAdminUsers(db).where(eq(users.id, id));
  return user;
}

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.mobile, pattern),
  );
}

/** One page of users, newest first; q matches the name, e-mail or mobile, ignoring case. */
export async function listAdminUsers(db: Database, query: { page: number; q?: string; role?: Role }) {
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const rows = await selectAdminUsers(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(PAGE_SIZE.default)
    .offset((query.page - 1) * PAGE_SIZE.default);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.default) };
}
