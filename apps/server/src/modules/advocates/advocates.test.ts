import { API_PREFIX, DEMO_ADVOCATE_ENROLLMENT, DEMO_PASSWORD, MESSAGES } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { nextIp, signIn } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ADVOCATES_PATH as base,
  accountOf,
  lastAccessLog,
  signedUpAdvocate,
  userIdOf,
} from '../../test/fixtures/advocates.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let superAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [controller, superAdmin] = await Promise.all([
    clientAs(t.app, 'Controller'),
    clientAs(t.app, 'SuperAdmin'),
  ]);
});
afterAll(() => t.close());

const list = (client: TestClient, query = '') => client.get(`${base}/verifications${query}`);
const logCount = async () => (await t.db.select({ total: count() }).from(accessLog))[0]?.total ?? 0;

describe('#advocates.verifications', () => {
  it('lists a new applicant as pending with what they gave at sign-up, and the seeded Advocate as verified', async () => {
    const applicant = await signedUpAdvocate(t, 'D/301/2024');
    const response = await list(controller);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, page: 1, total: 1, totalPages: 1 });
    expect(body.data).toEqual([
      {
        userId: applicant.id,
        name: 'Nirmala Joshi',
        enrollmentNumber: 'D/301/2024',
        email: applicant.email,
        dialCode: '91',
        mobile: expect.stringMatching(/^987650\d{4}$/),
        address: '12 Court Road, 110001',
        state: 'Delhi',
        city: 'New Delhi',
        signedUpAt: expect.any(String),
        status: 'pending',
        verifiedAt: null,
        verifiedByName: null,
        resembles: null,
      },
    ]);
    expect(Date.now() - Date.parse(body.data[0].signedUpAt)).toBeLessThan(60_000);

    const verified = (await list(superAdmin, '?status=verified')).json();
    expect(verified.data).toMatchObject([
      { name: 'Rohan Mehta', enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT, status: 'verified' },
    ]);
    expect((await list(controller, '?status=rejected')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses an unknown status with 400 naming it', async () => {
    const response = await list(controller, '?status=approved');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'advocateStatusInvalid',
      field: 'status',
      message: MESSAGES.advocateStatusInvalid,
    });
  });

  it.each(['Judge', 'Individual', 'Advocate', 'Reader'] as const)('refuses a %s (403)', async (role) => {
    const response = await list(await clientAs(t.app, role));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, code: 'forbidden', message: MESSAGES.forbidden });
  });
});

describe('#advocates.verify', () => {
  it('verifies (200): recorded as the Controller, logged, and the Advocate is told so', async () => {
    const applicant = await signedUpAdvocate(t, 'D/302/2024');
    expect((await applicant.client.get('/users/me')).json().data.advocateVerified).toBe(false);

    const response = await controller.post(`${base}/${applicant.id}/verify`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'advocateVerified',
      message: MESSAGES.advocateVerified,
      data: { userId: applicant.id, status: 'verified', verifiedByName: 'Kavita Rao' },
    });
    const account = await accountOf(t, applicant.id);
    expect(account?.advocateVerifiedBy).toBe(await userIdOf(t, 'Controller'));
    expect(account?.advocateVerifiedAt).toBeInstanceOf(Date);
    expect(await lastAccessLog(t)).toMatchObject({
      event: 'advocate_verified',
      userId: await userIdOf(t, 'Controller'),
      role: 'Controller',
      target: applicant.email,
      detail: 'enrollment D/302/2024',
    });
    expect((await applicant.client.get('/users/me')).json().data.advocateVerified).toBe(true);
    expect((await list(controller)).json().data).not.toContainEqual(
      expect.objectContaining({ userId: applicant.id }),
    );
  });

  it('answers 409 for an applicant already decided, and changes nothing', async () => {
    const applicant = await signedUpAdvocate(t);
    await superAdmin.post(`${base}/${applicant.id}/verify`);
    const before = await accountOf(t, applicant.id);
    const logged = await logCount();

    const again = await controller.post(`${base}/${applicant.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'advocateAlreadyDecided',
      message: MESSAGES.advocateAlreadyDecided,
    });
    const rejected = await controller.post(`${base}/${applicant.id}/reject`, { note: 'Not on the roll' });
    expect(rejected.statusCode).toBe(409);
    expect(await accountOf(t, applicant.id)).toEqual(before);
    expect(await logCount()).toBe(logged);
  });

  it.each(['Judge', 'Individual', 'Advocate'] as const)(
    'refuses a %s (403) to verify or reject, and changes nothing',
    async (role) => {
      const applicant = await signedUpAdvocate(t);
      const client = await clientAs(t.app, role);
      const logged = await logCount();
      expect((await client.post(`${base}/${applicant.id}/verify`)).statusCode).toBe(403);
      expect((await client.post(`${base}/${applicant.id}/reject`, { note: 'No' })).statusCode).toBe(403);
      expect(await accountOf(t, applicant.id)).toMatchObject({ advocateVerifiedAt: null, isActive: true });
      expect(await logCount()).toBe(logged);
    },
  );

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 404, MESSAGES.advocateNotFound],
    ['no uuid', 'not-a-user', 400, MESSAGES.advocateIdInvalid],
    ['a number', '42', 400, MESSAGES.advocateIdInvalid],
  ])(
    'refuses %s (%s) with %i naming userId, and logs nothing',
    async (_case, userId, statusCode, message) => {
      const logged = await logCount();
      for (const action of ['verify', 'reject']) {
        const response = await controller.post(`${base}/${userId}/${action}`, { note: 'Not on the roll' });
        expect(response.statusCode).toBe(statusCode);
        expect(response.json()).toEqual(refusal(message, 'userId'));
      }
      expect(await logCount()).toBe(logged);
    },
  );

  it("answers 404 for an account that is no Advocate's, and leaves it as it was", async () => {
    const judgeId = await userIdOf(t, 'Judge');
    const before = await accountOf(t, judgeId);
    const response = await controller.post(`${base}/${judgeId}/verify`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'advocateNotFound',
      field: 'userId',
      message: MESSAGES.advocateNotFound,
    });
    expect(await accountOf(t, judgeId)).toEqual(before);
  });
});

describe('#advocates.reject', () => {
  it.each([
    ['no note', {}, MESSAGES.advocateRejectNoteRequired],
    ['a blank note', { note: '   ' }, MESSAGES.advocateRejectNoteRequired],
    ['a note of 501 characters', { note: 'n'.repeat(501) }, MESSAGES.advocateRejectNoteLength],
  ])('refuses %s (400 on note) and leaves the applicant pending', async (_case, body, message) => {
    const applicant = await signedUpAdvocate(t);
    const response = await controller.post(`${base}/${applicant.id}/reject`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'note'));
    expect(await accountOf(t, applicant.id)).toMatchObject({ advocateVerifiedAt: null, isActive: true });
  });

  it('rejects with a note (200): the account is deactivated and signed out, listed as rejected, and logged', async () => {
    const applicant = await signedUpAdvocate(t, 'D/330/2024');
    const response = await superAdmin.post(`${base}/${applicant.id}/reject`, {
      note: '  Not on the Delhi roll  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.advocateRejected,
      data: { userId: applicant.id, status: 'rejected', verifiedAt: null },
    });
    expect(await accountOf(t, applicant.id)).toMatchObject({ isActive: false, advocateVerifiedAt: null });
    expect(await lastAccessLog(t)).toMatchObject({
      event: 'advocate_rejected',
      role: 'SuperAdmin',
      target: applicant.email,
      detail: 'enrollment D/330/2024; note: Not on the Delhi roll',
    });
    expect((await applicant.client.get('/users/me')).statusCode).toBe(401);
    expect((await signIn(t.app, applicant.email, DEMO_PASSWORD, nextIp())).statusCode).not.toBe(200);
    expect((await list(controller, '?status=rejected')).json().data).toMatchObject([
      { userId: applicant.id, status: 'rejected' },
    ]);
  });

  it('needs a signed-in caller (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${base}/verifications` });
    expect(response.statusCode).toBe(401);
  });
});

describe('#advocates.verifications look-alike enrollment numbers', () => {
  it('flags a pending applicant whose number is a verified one but for separators, leading zeros, O for 0 or fullwidth', async () => {
    const verified = {
      userId: await userIdOf(t, 'Advocate'),
      name: 'Rohan Mehta',
      enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT,
    };
    const alike = (
      await Promise.all(
        ['D/01234/2020', 'D-1234-2020', 'D/1234/2O20', 'D12342020'].map((number) =>
          signedUpAdvocate(t, number),
        ),
      )
    ).map((applicant) => applicant.id);
    // Stored before sign-up wrote the canonical form (the migration leaves a number another account's form has).
    const [legacy] = await t.db
      .insert(users)
      .values({
        role: 'Advocate',
        firstName: 'Old',
        lastName: 'Row',
        email: 'legacy.row@example.in',
        dialCode: '91',
        mobile: '9876511111',
        country: 'IN',
        enrollmentNumber: '\uFF24/\uFF11\uFF12\uFF13\uFF14/2020\u200B',
      })
      .returning({ id: users.id });
    alike.push(legacy?.id ?? '');
    const neighbour = await signedUpAdvocate(t, 'D/1235/2020');
    const pending: { userId: string; resembles: unknown }[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const body = (await list(controller, `?page=${page}`)).json();
      pending.push(...body.data);
      pages = body.totalPages;
    }
    const resemblanceOf = (id: string) => pending.find((row) => row.userId === id)?.resembles;
    for (const id of alike) expect(resemblanceOf(id)).toEqual(verified);
    expect(resemblanceOf(neighbour.id)).toBeNull();
  });
});
