import {
  MESSAGES,
  emailChangeSchema,
  emailOtpVerificationSchema,
  mobileOtpVerificationSchema,
  mobileUpdateSchema,
  profileUpdateSchema,
  type ApiSuccess,
  type OtpSent,
  type Profile,
} from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { loginRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { sendEmailCode, verifyEmailCode } from './email-change.ts';
import { sendMobileCode, verifyMobileCode } from './mobile-change.ts';
import { presentProfile, updateProfile } from './profile.ts';

type ProfileDeps = { db: Database; config: Config; notifier: Notifier };

const tags = ['account'];

/** The profile and the coded changes of mobile and e-mail, under /api/v1/users (spec.md §7). */
export function profileRoutes({ db, config, notifier }: ProfileDeps): FastifyPluginAsyncZod {
  const resendAfterSeconds = config.otpResendSeconds;
  const otpSent = (message: string, token: string): ApiSuccess<OtpSent> => ({
    status: true,
    message,
    data: { token, resendAfterSeconds },
  });
  const sending = (request: FastifyRequest) => ({ log: request.log, resendAfterSeconds });
  // Sending and checking codes spend the per-IP sign-in budget: a code is as much a credential as a password.
  const coded = { access: 'account:manage', rateLimit: loginRateLimit(config) } as const;

  return async (app) => {
    app.get(
      '/profile',
      { config: { access: 'account:manage' }, schema: { tags } },
      async (request): Promise<ApiSuccess<Profile>> => ({
        status: true,
        data: presentProfile(signedIn(request).user),
      }),
    );

    app.put(
      '/profile',
      { config: { access: 'account:manage' }, schema: { tags, body: profileUpdateSchema } },
      async (request): Promise<ApiSuccess<Profile>> => ({
        status: true,
        message: MESSAGES.profileSaved,
        data: await updateProfile(db, signedIn(request).user.id, request.body),
      }),
    );

    app.post(
      '/profile/mobileUpdate',
      { config: coded, schema: { tags, body: mobileUpdateSchema } },
      async (request): Promise<ApiSuccess<OtpSent>> => {
        const context = { auth: signedIn(request), input: request.body, ...sending(request) };
        return otpSent(MESSAGES.otpSent, await sendMobileCode(db, notifier, context));
      },
    );

    app.post(
      '/profile/resendOtp',
      { config: coded, schema: { tags, body: mobileUpdateSchema } },
      async (request): Promise<ApiSuccess<OtpSent>> => {
        const context = { auth: signedIn(request), input: request.body, ...sending(request) };
        return otpSent(MESSAGES.otpResent, await sendMobileCode(db, notifier, context));
      },
    );

    app.post(
      '/profile/verifyOtp',
      { config: coded, schema: { tags, body: mobileOtpVerificationSchema } },
      async (request): Promise<ApiSuccess<Profile>> => {
        const context = { auth: signedIn(request), input: request.body, client: clientOf(request) };
        return { status: true, message: MESSAGES.mobileUpdated, data: await verifyMobileCode(db, context) };
      },
    );

    app.post(
      '/profile/sendEmailVerificationContact',
      { config: coded, schema: { tags, body: emailChangeSchema } },
      async (request): Promise<ApiSuccess<OtpSent>> => {
        const context = { auth: signedIn(request), input: request.body, ...sending(request) };
        return otpSent(MESSAGES.otpSent, await sendEmailCode(db, notifier, context));
      },
    );

    app.post(
      '/profile/emailContactOTPVerification',
      { config: coded, schema: { tags, body: emailOtpVerificationSchema } },
      async (request): Promise<ApiSuccess<Profile>> => {
        const context = { auth: signedIn(request), input: request.body, client: clientOf(request) };
        return { status: true, message: MESSAGES.emailUpdated, data: await verifyEmailCode(db, context) };
      },
    );
  };
}
