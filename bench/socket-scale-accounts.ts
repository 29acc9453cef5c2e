// Accounts for the socket-scale bench: the demo data has one user per role, and a user may hold only
// SOCKET_LIMITS.perUser sockets (a session SOCKET_LIMITS.perSession), so the SuperAdmin adds the viewers and the
// advocates as an administrator would (Manage Users), and each sets a password with the code the server left in
// its dev outbox.
import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEFAULT_DIAL_CODE,
  DEMO_PASSWORD,
  RESET_TOKEN_HEADER,
  type Role,
} from '@nyaya/shared';

export type BenchAccount = { email: string; enrollmentNumber?: string };

const csrfOf = new Map<string, Promise<Record<string, string>>>();

/** The CSRF cookie and header a request without a Bearer token must carry, asked for once per server. */
function csrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const known = csrfOf.get(baseUrl);
  if (known) return known;
  const asked = fetch(`${baseUrl}${API_PREFIX}/auth/csrf`).then((response) => {
    const value =
      new RegExp(`${CSRF_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return { cookie: `${CSRF_COOKIE}=${value}`, [CSRF_HEADER]: value };
  });
  csrfOf.set(baseUrl, asked);
  return asked;
}

async function call(
  baseUrl: string,
  path: string,
  init: { token?: string; body?: object; headers?: object },
) {
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : await csrfHeaders(baseUrl)),
      ...init.headers,
    },
    body: init.body && JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown; token?: string };
}

/** Signs an account in as an API client and returns its Bearer token (one session each time). */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const { token } = await call(baseUrl, '/auth/login', {
    body: { userId: email, password: DEMO_PASSWORD, client: 'api' },
  });
  if (!token) throw new Error(`${email}: no token`);
  return token;
}

/** The set-password code and its token, from the e-mail the dev outbox kept for the account. */
async function setPasswordCode(baseUrl: string, email: string) {
  const { data } = await call(baseUrl, `/dev/outbox?to=${encodeURIComponent(email)}`, {});
  const text = (data as { text: string }[])[0]?.text ?? '';
  const otp = /\b(\d{6})\b/.exec(text)?.[1];
  const token = /token=([^\s&]+)/.exec(text)?.[1];
  if (!otp || !token) throw new Error(`no set-password code for ${email}`);
  return { otp, token };
}

/**
 * A new account of `role` (an Advocate with an enrollment number, verified as the administrator adds them) that
 * signs in with DEMO_PASSWORD.
 */
export async function addAccount(baseUrl: string, adminToken: string, role: Role, n: number) {
  // Every bench server starts on a fresh database: the numbers need only differ within one run.
  const unique = String(n).padStart(4, '0');
  const account: BenchAccount = {
    email: `scale${unique}@example.in`,
    ...(role === 'Advocate' ? { enrollmentNumber: `D/${unique}/2020` } : {}),
  };
  await call(baseUrl, '/master/users', {
    token: adminToken,
    body: {
      firstName: 'Scale',
      lastName: `${role} ${n}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? ''),
      dialCode: DEFAULT_DIAL_CODE,
      mobile: `96${unique.padStart(8, '0')}`,
      role,
      ...account,
    },
  });
  const { otp, token } = await setPasswordCode(baseUrl, account.email);
  await call(baseUrl, '/users/profile/emailOTPVerification', { body: { otp, token } });
  await call(baseUrl, '/users/settings/resetPassword', {
    body: { password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    headers: { [RESET_TOKEN_HEADER]: token },
  });
  return account;
}

/** Runs `work` on every item, at most `concurrency` at a time, and returns the results in order. */
export async function inBatches<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
