import { DEMO_ADVOCATE_ENROLLMENT, MESSAGES, demoAccount } from '@nyaya/shared';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, users } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpAdvocate } from '../../test/fixtures/advocates.ts';
import { call } from '../../test/fixtures/admin-users.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookieFor(t.app, demoAccount('SuperAdmin').email, nextIp());
  adminId = (await accountByEmail(demoAccount('SuperAdmin').email)).id;
});
afterAll(() => t.close());

const NEW_ADVOCATE = {
  firstName: 'Farah',
  lastName: 'Khan',
  email: 'farah.khan@example.in',
  dialCode: '+91',
  mobile: '9811100077',
  role: 'Advocate',
  enrollmentNumber: '  D/88/2023 ',
} as const;

const add = (payload: object) => call(t.app, 'POST', '/master/users', admin, payload);
const edit = (id: string, payload: object) => call(t.app, 'PUT', `/master/users/${id}`, admin, payload);
const userCount = async () => (await t.db.select({ total: count() }).from(users))[0]?.total ?? 0;

async function accountByEmail(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

async function logsOf(target: string) {
  return t.db.select().from(accessLog).where(eq(accessLog.target, target)).orderBy(desc(accessLog.id));
}

describe('#adminUsers enrollment numbers', () => {
  it('adds an Advocate verified by the SuperAdmin who entered the number, kept trimmed, and logs it', async () => {
    const response = await add(NEW_ADVOCATE);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ enrollmentNumber: 'D/88/2023', advocateVerified: true });
    const row = await accountByEmail(NEW_ADVOCATE.email);
    expect(row).toMatchObject({ enrollmentNumber: 'D/88/2023', advocateVerifiedBy: adminId });
    expect(row.advocateVerifiedAt).toBeInstanceOf(Date);
    expect((await logsOf(NEW_ADVOCATE.email))[0]).toMatchObject({
      event: 'advocate_verified',
      userId: adminId,
      detail: 'enrollment D/88/2023, entered by the administrator',
    });
  });

  it.each([DEMO_ADVOCATE_ENROLLMENT, 'd/1234/2020'])(
    'refuses to add another account with %j: 409 naming enrollmentNumber, nothing written',
    async (enrollmentNumber) => {
      const before = await userCount();
      const response = await add({
        ...NEW_ADVOCATE,
        email: 'second@example.in',
        mobile: '9811100078',
        enrollmentNumber,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: false,
        code: 'enrollmentTaken',
        field: 'enrollmentNumber',
        message: MESSAGES.enrollmentTaken,
      });
      expect(await userCount()).toBe(before);
    },
  );

  it("refuses an edit to another account's number, and keeps the verification of an edit that leaves it", async () => {
    const row = await accountByEmail(NEW_ADVOCATE.email);
    const taken = await edit(row.id, { ...NEW_ADVOCATE, enrollmentNumber: 'd/1234/2020' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'enrollmentNumber', message: MESSAGES.enrollmentTaken });
    expect(await accountByEmail(NEW_ADVOCATE.email)).toEqual(row);

    const renamed = await edit(row.id, {
      ...NEW_ADVOCATE,
      firstName: 'Farha',
      enrollmentNumber: 'd/88/2023',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await accountByEmail(NEW_ADVOCATE.email)).toMatchObject({
      firstName: 'Farha',
      advocateVerifiedAt: row.advocateVerifiedAt,
      advocateVerifiedBy: adminId,
    });
  });

  it('verifies a pending applicant whose number the SuperAdmin corrects; another role keeps no verification', async () => {
    const applicant = await signedUpAdvocate(t);
    const form = {
      ...NEW_ADVOCATE,
      email: applicant.email,
      mobile: '9811100079',
      enrollmentNumber: 'D/89/2023',
    };
    expect((await edit(applicant.id, form)).statusCode).toBe(200);
    expect(await accountByEmail(applicant.email)).toMatchObject({
      enrollmentNumber: 'D/89/2023',
      advocateVerifiedBy: adminId,
    });

    const individual = await edit(applicant.id, { ...form, role: 'Individual' });
    expect(individual.json().data).toMatchObject({ enrollmentNumber: null, advocateVerified: null });
    expect(await accountByEmail(applicant.email)).toMatchObject({
      advocateVerifiedAt: null,
      advocateVerifiedBy: null,
    });
  });
});
