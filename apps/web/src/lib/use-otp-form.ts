import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error';
import { formErrorHandler } from './form-errors';
import { formErrorText } from './translate-message';

type OtpFormOptions = {
  /** The code's schema: each flow's carries its own messages (spec.md §5). */
  schema: z.ZodObject<{ otp: z.ZodString }>;
  /** Checks the code; rejects with the server's error. */
  onVerify: (otp: string) => Promise<unknown>;
  /** A failure about the code's token shows in the form (tokenError) instead of as a toast. */
  tokenInForm?: boolean;
  /** Where given, a new code (a resend, a new token) empties the box and its message. */
  code?: string;
};

/**
 * The form of a one-time code step: the 6-digit box (spread `field` into OtpInput) and its submit. A failure about
 * the code shows under the box, with the focus in it, and keeps the step; any other goes to the usual toast or modal.
 */
export function useOtpForm({ schema, onVerify, tokenInForm = false, code }: OtpFormOptions) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (code !== undefined) reset();
  }, [code, reset]);
  const onFieldError = formErrorHandler(form.setError, ['otp']);
  const showError = (error: unknown) => {
    if (tokenInForm && isApiError(error) && error.field === 'token') {
      form.setError('root.token', { message: formErrorText(error) });
    } else if (error instanceof Error) onFieldError(error);
  };
  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await onVerify(otp);
    } catch (error) {
      showError(error);
    }
  });
  return {
    submit,
    submitting: isSubmitting,
    field: { registration: form.register('otp'), error: errors.otp?.message },
    tokenError: errors.root?.token?.message,
    /** Shows another call's failure (a resend's) as the code's own would show. */
    showError,
  };
}
