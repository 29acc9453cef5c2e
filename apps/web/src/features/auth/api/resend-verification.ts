import { MESSAGES, OTP_RESEND_SECONDS, type LoginInput, type VerificationCodesSent } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * POST /auth/resendOTP: a code to a signed-up account's e-mail and another to its mobile, asked for with its
 * user id and password (so that no one else can have codes texted to a number).
 */
export function resendVerification(credentials: LoginInput) {
  return api.send<VerificationCodesSent>('POST', '/auth/resendOTP', credentials);
}

/**
 * An account being verified. Its credentials sign it in once its codes are right; they stay in memory only.
 * `codes` is null while this page has none to check: some were sent too recently for new ones (before this
 * page asked), or none could be sent. Resend OTP comes after `waitSeconds`.
 */
export type Verification = {
  credentials: LoginInput;
  codes: VerificationCodesSent | null;
  waitSeconds: number;
  /** Each answer starts a new countdown to Resend OTP. */
  round: number;
};

/** Asks for the codes (first or again) and keeps the answer; a refusal still shows the step, to resend from. */
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
        setCurrent({ credentials, codes: data, waitSeconds: data.email.resendAfterSeconds, round });
      },
      onError: (error) => {
        const tooSoon = isApiError(error) && error.status === 429;
        // The first "too soon" is told by the step itself, which waits out the interval.
        if (again || !tooSoon) notifyError(error);
        const waitSeconds = tooSoon ? OTP_RESEND_SECONDS : 0;
        setCurrent({ credentials, codes: current?.codes ?? null, waitSeconds, round });
      },
    });
  };
  return {
    current,
    send,
    resend: () => current && send(current.credentials),
    sending: mutation.isPending,
    reset: () => setCurrent(null),
  };
}
