import { DEMO_PASSWORD, demoAccount, type Role } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { desc, eq } from 'drizzle-orm';
import { accessLog, users } from '../../db/schema/index.ts';
import { clientOf, type TestClient } from '../../test/client.ts';
import { signUpVerified } from '../../test/signup.ts';
import type { TestApp } from '../../test/test-app.ts';

export const ADVOCATES_PATH = '/advocates';

let signedUp = 0;

/**
 * An Advocate who signed up through the public form (with a fresh enrollment number unless given one), signed
 * in as a browser.
 */
export async function signedUpAdvocate(t: TestApp, enrollment?: string) {
  signedUp += 1;
  const serial = String(signedUp).padStart(4, '0');
  const enrollmentNumber = enrollment ?? `A/${serial}/2024`;
  const email = `applicant${serial}@example.in`;
  const body = {
    ...VALID_ADVOCATE_SIGNUP,
    firstName: 'Nirmala',
    lastName: 'Joshi',
    enrollmentNumber,
    email,
    mobile: `987650${serial}`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
  };
  const response = await signUpVerified(t.app, body);
  const client: TestClient = await clientOf(t.app, email, DEMO_PASSWORD);
  return { id: response.json().data.id as string, email, enrollmentNumber, client };
}

export async function userIdOf(t: TestApp, role: Role): Promise<string> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount(role).email));
  if (!row) throw new Error(`no demo ${role}`);
  return row.id;
}

export async function accountOf(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function lastAccessLog(t: TestApp) {
  const [row] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
  return row;
}
