import {
  courtNow,
  OTP_RESEND_SECONDS,
  type LoginInput,
  type VerificationCodesRequest,
  type VerificationCodesSent,
} from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * POST /auth/resendOTP: a code to a signed-up account's e-mail and another to its mobile, asked for with its
 * user id and password (so that no one else can have codes texted to a number); resuming, the codes sent earlier
 * while they can still be entered.
 */
export function resendVerification(request: VerificationCodesRequest) {
  return api.send<VerificationCodesSent>('POST', '/auth/resendOTP', request);
}

/**
 * An account being verified. Its credentials sign it in once its codes are right; they stay in memory only.
 * `codes` is null while this page has none to check: some were sent too recently for new ones and cannot be
 * entered any more, or none could be sent. `sentAt` is when `codes` were sent, by the server's clock; `kept` says
 * they were sent before this sign-in (the server hands them back to the account's password, from whatever
 * browser). Resend OTP comes after `waitSeconds`.
 */
export type Verification = {
  credentials: LoginInput;
  codes: VerificationCodesSent | null;
  sentAt: number;
  kept: boolean;
  waitSeconds: number;
  /** Each answer starts a new countdown to Resend OTP. */
  round: number;
};

/**
 * Asks for the codes (first or again) and keeps the answer; a refusal still shows the step, to resend from.
 * `resume` (a sign-in) shows the step for the codes sent already, wherever they were asked for, asking for new
 * ones only when there are none to enter.
 */
export function useResendVerification() {
  const [current, setCurrent] = useState<Verification | null>(null);
  const mutation = useMutation({ mutationFn: resendVerification, meta: { handlesErrors: true } });
  const ask = ({ userId, password }: LoginInput, resume: boolean) => {
    const credentials = { userId, password };
    const again = current !== null;
    const round = (current?.round ?? 0) + 1;
    mutation.mutate(
      { ...credentials, resume },
      {
        onSuccess: ({ data, message }) => {
          // The first codes are told by the step itself.
          if (again) notifySuccess(message, 'verificationCodesSent');
          const sentAt = data.earlier ? Date.parse(data.sentAt) : courtNow();
          const waitSeconds = data.email.resendAfterSeconds;
          setCurrent({ credentials, codes: data, sentAt, kept: data.earlier, waitSeconds, round });
        },
        onError: (error) => {
          const tooSoon = isApiError(error) && error.status === 429;
          // The first "too soon" is told by the step itself, which waits out the interval. A refused resend (too
          // soon, or the day's codes used up) is told in words and leaves the codes already there to be entered.
          if (again || !tooSoon) notifyError(error);
          const waitSeconds = tooSoon ? OTP_RESEND_SECONDS : 0;
          const { codes, sentAt, kept } = current ?? { codes: null, sentAt: courtNow(), kept: false };
          setCurrent({ credentials, codes, sentAt, kept, waitSeconds, round });
        },
      },
    );
  };
  return {
    current,
    send: (credentials: LoginInput) => ask(credentials, false),
    resume: (credentials: LoginInput) => ask(credentials, true),
    resend: () => current && ask(current.credentials, false),
    sending: mutation.isPending,
    reset: () => setCurrent(null),
  };
}
