import {
  MESSAGES,
  contactsVerificationSchema,
  loginSchema,
  signupWithCountrySchema,
  verificationCodesRequestSchema,
  type ApiSuccess,
  type LoginResult,
  type PublicUser,
  type VerificationCodesSent,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { clearSessionCookie, newCsrfToken, setCsrfCookie, setSessionCookie } from '../../plugins/cookies.ts';
import { conflict } from '../../core/errors.ts';
import { loginRateLimit, signupRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import type { Captcha } from '../account/index.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { presentUser } from '../users/index.ts';
import { pendingVerificationCodes, sendVerificationCodes, verifyContacts } from './contacts-verification.ts';
import { checkCredentials, signIn, signOut, signUp } from './service.ts';
import { verificationTokens } from './verification-tokens.ts';

type AuthDeps = { db: Database; config: Config; realtime: Realtime; captcha: Captcha; notifier: Notifier };

export function authRoutes({ db, config, realtime, captcha, notifier }: AuthDeps): FastifyPluginAsyncZod {
  const tokenOf = verificationTokens(config.mediaUrlSecret.value);
  return async (app) => {
    app.get(
      '/csrf',
      { config: { access: 'public' }, schema: { tags: ['auth'] } },
      async (request): Promise<ApiSuccess<{ csrfToken: string }>> => ({
        status: true,
        data: { csrfToken: request.csrfToken },
      }),
    );

    // The web app's first question, on every page: who is signed in here, if anyone. Anonymous is an answer, not
    // an error (GET /users/me says 401), so a visitor's browser logs no failed request.
    app.get(
      '/session',
      { config: { access: 'public' }, schema: { tags: ['auth'] } },
      async (request): Promise<ApiSuccess<PublicUser | null>> => ({
        status: true,
        data: request.auth ? presentUser(request.auth.user) : null,
      }),
    );

    app.post(
      '/login',
      {
        config: { access: 'public', rateLimit: loginRateLimit(config) },
        schema: { tags: ['auth'], body: loginSchema },
      },
      async (request, reply): Promise<LoginResult> => {
        const result = await signIn({ db, captcha }, request.body, clientOf(request));
        setSessionCookie(reply, result.token, config);
        // A fresh CSRF token per session, so one seen before sign-in is worth nothing after it.
        setCsrfCookie(reply, newCsrfToken(), config);
        const answer: LoginResult = {
          status: true,
          message: MESSAGES.signedIn,
          data: presentUser(result.user),
        };
        return request.body.client === 'api' ? { ...answer, token: result.token } : answer;
      },
    );

    app.post(
      '/signup',
      {
        config: { access: 'public', rateLimit: signupRateLimit(config) },
        schema: { tags: ['auth'], body: signupWithCountrySchema },
      },
      async (request, reply): Promise<ApiSuccess<PublicUser>> => {
        const user = await signUp(db, request.body, clientOf(request));
        reply.code(201);
        return { status: true, message: MESSAGES.signedUpVerify, data: presentUser(user) };
      },
    );

    // A signed-up account's codes, asked for with its user id and password (checked, counted and captcha-guarded
    // as signing in is), so that no one else can have codes texted to a number, nor learn their tokens. Resuming
    // (a sign-in, from whatever browser), the codes already sent are the answer while they can be entered.
    app.post(
      '/resendOTP',
      {
        config: { access: 'public', rateLimit: loginRateLimit(config) },
        schema: { tags: ['auth'], body: verificationCodesRequestSchema },
      },
      async (request): Promise<ApiSuccess<VerificationCodesSent>> => {
        const user = await checkCredentials({ db, captcha }, request.body, clientOf(request));
        if (user.contactsVerifiedAt) throw conflict(MESSAGES.contactsAlreadyVerified);
        const sending = { log: request.log, resendAfterSeconds: config.otpResendSeconds, tokenOf };
        const earlier = request.body.resume ? await pendingVerificationCodes(db, user, sending) : null;
        if (earlier) return { status: true, message: MESSAGES.verificationCodesStillValid, data: earlier };
        const sent = await sendVerificationCodes(db, notifier, user, sending);
        return { status: true, message: MESSAGES.verificationCodesSent, data: sent };
      },
    );

    app.post(
      '/verifyOTP',
      {
        config: { access: 'public', rateLimit: loginRateLimit(config) },
        schema: { tags: ['auth'], body: contactsVerificationSchema },
      },
      async (request): Promise<ApiSuccess<null>> => {
        await verifyContacts(db, request.body);
        return { status: true, message: MESSAGES.contactsVerified, data: null };
      },
    );

    app.post(
      '/logout',
      { config: { access: 'signedIn' }, schema: { tags: ['auth'] } },
      async (request, reply): Promise<ApiSuccess<null>> => {
        const auth = signedIn(request);
        await signOut(db, auth, clientOf(request));
        realtime.endSessions([auth.sessionId]);
        clearSessionCookie(reply, config);
        return { status: true, message: MESSAGES.signedOut, data: null };
      },
    );
  };
}
