import {
  MESSAGES,
  RESET_TOKEN_HEADER,
  otpVerificationSchema,
  resetPasswordSchema,
  type ApiSuccess,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { badRequest } from '../../core/errors.ts';
import { loginRateLimit } from '../../plugins/rate-limit.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import { PASSWORD_PURPOSES } from './password-code.ts';
import { setPasswordWithToken } from './set-password.ts';
import { verifyOtp } from './service.ts';

type PasswordCodeDeps = { db: Database; config: Config; realtime: Realtime };

const tags = ['password codes'];

/** Setting a password with an e-mailed code (spec.md §7 names them under /api/v1/users); anyone may call them. */
export function passwordCodeRoutes({ db, config, realtime }: PasswordCodeDeps): FastifyPluginAsyncZod {
  // The per-IP sign-in budget: a code is as much a credential as a password.
  const limited = { access: 'public', rateLimit: loginRateLimit(config) } as const;

  return async (app) => {
    app.post(
      '/profile/emailOTPVerification',
      { config: limited, schema: { tags, body: otpVerificationSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        const { otp, token } = request.body;
        await verifyOtp(db, { token, code: otp, purposes: PASSWORD_PURPOSES });
        return { status: true, message: MESSAGES.otpVerified, data: null };
      },
    );

    app.post(
      '/settings/resetPassword',
      { config: limited, schema: { tags, body: resetPasswordSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        const token = request.headers[RESET_TOKEN_HEADER];
        if (typeof token !== 'string' || !token) throw badRequest(MESSAGES.resetTokenInvalid, 'token');
        const userId = await setPasswordWithToken(
          db,
          { token, password: request.body.password },
          clientOf(request),
        );
        realtime.endUserSessions(userId);
        return { status: true, message: MESSAGES.passwordSet, data: null };
      },
    );
  };
}
