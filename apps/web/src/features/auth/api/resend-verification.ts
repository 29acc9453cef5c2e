import { MESSAGES, OTP_RESEND_SECONDS, type LoginInput, type VerificationCodesSent } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { keepCodes, keptCodesFor } from '../kept-codes';

/**
 * POST /auth/resendOTP: a code to a signed-up account's e-mail and another to its mobile, asked for with its
 * user id and password (so that no one else can have codes texted to a number).
 */
export function resendVerification(credentials: LoginInput) {
  return api.send<VerificationCodesSent>('POST', '/auth/resendOTP', credentials);
}

/**
 * An account being verified. Its credentials sign it in once its codes are right; they stay in memory only.
 * `codes` is null while this page has none to check: some were sent too recently for new ones (not from this
 * browser), or none could be sent. `sentAt` is when `codes` were sent; `kept` says they were sent before this
 * sign-in (kept-codes.ts). Resend OTP comes after `waitSeconds`.
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
 * `resume` shows the step for codes this browser had sent already, asking for new ones only when it has none.
 */
export function useResendVerification() {
  const [current, setCurrent] = useState<Verification | null>(null);
  const mutation = useMutation({ mutationFn: resendVerification, meta: { handlesErrors: true } });
  const send = ({ userId, password }: LoginInput) => {
    const credentials = { userId, password };
    const again = current !== null;
    const round = (current?.round ?? 0) + 1;
    mutation.mutate(credentials, {
      onSuccess: ({ data, message }) => {
        // The first codes are told by the step itself.
        if (again) notifySuccess(message, MESSAGES.verificationCodesSent);
        const sentAt = Date.now();
        keepCodes(data, sentAt);
        const waitSeconds = data.email.resendAfterSeconds;
        setCurrent({ credentials, codes: data, sentAt, kept: false, waitSeconds, round });
      },
      onError: (error) => {
        const tooSoon = isApiError(error) && error.status === 429;
        // The first "too soon" is told by the step itself, which waits out the interval. A refused resend (too
        // soon, or the day's codes used up) is told in words and leaves the codes already there to be entered.
        if (again || !tooSoon) notifyError(error);
        const waitSeconds = tooSoon ? OTP_RESEND_SECONDS : 0;
        const { codes, sentAt, kept } = current ?? { codes: null, sentAt: Date.now(), kept: false };
        setCurrent({ credentials, codes, sentAt, kept, waitSeconds, round });
      },
    });
  };
  const resume = ({ userId, password }: LoginInput) => {
    const found = keptCodesFor(userId);
    if (!found) return send({ userId, password });
    const { codes, sentAt, waitSeconds } = found;
    const round = (current?.round ?? 0) + 1;
    setCurrent({ credentials: { userId, password }, codes, sentAt, kept: true, waitSeconds, round });
  };
  return {
    current,
    send,
    resume,
    resend: () => current && send(current.credentials),
    sending: mutation.isPending,
    reset: () => setCurrent(null),
  };
}
