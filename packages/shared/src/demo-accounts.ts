import { ROLES, type Role } from './roles.ts';

/**
 * The demo accounts `npm start` seeds (README, "Demo accounts"): one per role, all with this password, e-mail
 * <role>@example.in and mobiles 9000000001 to 9000000007 in the order of ROLES. The seed, the tests and the
 * benchmarks read them from here.
 */
export const DEMO_PASSWORD = 'Demo@12345';

/** The demo Advocate's enrollment number, also used by the demo cause list. */
export const DEMO_ADVOCATE_ENROLLMENT = 'D/1234/2020';

export function demoAccount(role: Role): { email: string; mobile: string } {
  return { email: `${role.toLowerCase()}@example.in`, mobile: `900000000${ROLES.indexOf(role) + 1}` };
}
