import {
  MESSAGES,
  loginSchema,
  signupSchema,
  type ApiSuccess,
  type LoginResult,
  type PublicUser,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clearSessionCookie, newCsrfToken, setCsrfCookie, setSessionCookie } from '../../plugins/cookies.ts';
import { loginRateLimit, signupRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import type { Captcha } from '../account/captcha.ts';
import { presentUser } from '../users/presenter.ts';
import { signIn, signOut, signUp } from './service.ts';

type AuthDeps = { db: Database; config: Config; realtime: Realtime; captcha: Captcha };

export function authRoutes({ db, config, realtime, captcha }: AuthDeps): FastifyPluginAsyncZod {
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
        schema: { tags: ['auth'], body: signupSchema },
      },
      async (request, reply): Promise<ApiSuccess<PublicUser>> => {
        const user = await signUp(db, request.body, clientOf(request));
        reply.code(201);
        return { status: true, message: MESSAGES.signedUp, data: presentUser(user) };
      },
    );

    app.post(
      '/logout',
      { config: { access: 'signedIn' }, schema: { tags: ['auth'] } },
      async (request, reply): Promise<ApiSuccess<null>> => {
        const auth = signedIn(request);
        await signOut(db, auth, clientOf(request));
        realtime.endSession(auth.sessionId);
        clearSessionCookie(reply, config);
        return { status: true, message: MESSAGES.signedOut, data: null };
      },
    );
  };
}
