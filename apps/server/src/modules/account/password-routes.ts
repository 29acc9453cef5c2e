import {
  MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  passwordCodeResendSchema,
  type ApiSuccess,
  type OtpSent,
} from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { badRequest } from '../../core/errors.ts';
import { loginRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import type { Captcha } from './captcha.ts';
import { changePassword, requestPasswordCode, resendPasswordCode } from './password.ts';

type PasswordDeps = {
  db: Database;
  config: Config;
  notifier: Notifier;
  realtime: Realtime;
  captcha: Captcha;
};

const tags = ['account'];

/**
 * The captcha is required except from a signed-in user asking for their own e-mail (/resetpassword), who may
 * ask for no other account.
 */
async function checkRequester(
  request: FastifyRequest,
  captcha: Captcha,
  userId: string,
  captchaValue?: string,
) {
  if (!request.auth) return captcha.verify(captchaValue);
  if (userId.toLowerCase() !== request.auth.user.email)
    throw badRequest(MESSAGES.resetEmailNotYours, 'userId');
}

/** Forgot and change password, under /api/v1/users (spec.md §7). */
export function passwordRoutes({
  db,
  config,
  notifier,
  realtime,
  captcha,
}: PasswordDeps): FastifyPluginAsyncZod {
  const rateLimit = loginRateLimit(config);

  /** Where a password code goes out from, and for whom, for a request. */
  const codeContext = (request: FastifyRequest) => ({
    notifier,
    origin: config.publicUrl,
    client: clientOf(request),
    log: request.log,
    resendAfterSeconds: config.otpResendSeconds,
  });

  return async (app) => {
    app.post(
      '/settings/forgetPassword',
      { config: { access: 'public', rateLimit }, schema: { tags, body: forgotPasswordSchema } },
      async (request): Promise<ApiSuccess<OtpSent>> => {
        const { userId, captchaValue } = request.body;
        await checkRequester(request, captcha, userId, captchaValue);
        const token = await requestPasswordCode(db, userId, codeContext(request));
        return {
          status: true,
          message: MESSAGES.passwordCodeSentIfKnown,
          data: { token, resendAfterSeconds: config.otpResendSeconds },
        };
      },
    );

    app.post(
      '/settings/resendPasswordCode',
      { config: { access: 'public', rateLimit }, schema: { tags, body: passwordCodeResendSchema } },
      async (request): Promise<ApiSuccess<OtpSent>> => {
        const token = await resendPasswordCode(db, request.body.token, codeContext(request));
        return {
          status: true,
          message: MESSAGES.passwordCodeResent,
          data: { token, resendAfterSeconds: config.otpResendSeconds },
        };
      },
    );

    app.post(
      '/settings/changePassword',
      { config: { access: 'account:manage', rateLimit }, schema: { tags, body: changePasswordSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        const ended = await changePassword(db, signedIn(request), request.body, clientOf(request));
        realtime.endSessions(ended);
        return { status: true, message: MESSAGES.passwordChanged, data: null };
      },
    );
  };
}

/** GET /api/v1/auth/captcha: the bare challenge the ALTCHA widget fetches (not wrapped in {status, data}). */
export function captchaRoutes(captcha: Captcha): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/captcha', { config: { access: 'public' }, schema: { tags } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.challenge();
    });
  };
}
