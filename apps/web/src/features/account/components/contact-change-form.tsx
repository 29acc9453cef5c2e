import { type MessageKey, type OtpSent, type Profile, type MessageRef } from '@nyaya/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ContactOtpStep } from './contact-otp-step';

/** What the e-mail's and the mobile's change form are given: the profile, and what closes them. */
export type ContactFormProps = { profile: Profile; onDone: () => void; onCancel: () => void };

type ContactChangeFormProps<Values extends FieldValues, Parsed> = {
  form: UseFormReturn<Values, unknown, Parsed>;
  /** The new contact's fields; they lock once a code is sent. */
  children: ReactNode;
  /** A name for the fields as a group, for screen readers. */
  legend?: string;
  /** The fields under which a failure of the first send shows (a failed resend is a toast). */
  fields: Path<Values>[];
  /** Sends a code to the new contact: Submit's first, or Resend OTP's. */
  sendCode: (values: Parsed, resend: boolean) => Promise<{ data: OtpSent; message?: MessageRef }>;
  sending: boolean;
  otp: { id: string; label: string; schema: z.ZodObject<{ otp: z.ZodString }> };
  /** Checks the code against the token it was sent with; rejects with the server's error. */
  verifyCode: (otp: string, token: string) => Promise<{ message?: MessageRef }>;
  /** The toast's message when the server's answer has none. */
  changedMessage: MessageKey;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * spec.md §4's contact change: the new mobile or e-mail, Submit sends a code to it and locks it, the code (with
 * Resend OTP after the wait) replaces the contact (onDone); a wrong code keeps the code step.
 */
export function ContactChangeForm<Values extends FieldValues, Parsed>(
  props: ContactChangeFormProps<Values, Parsed>,
) {
  const { form, children, legend, fields, sendCode, sending, otp, verifyCode, changedMessage } = props;
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<OtpSent | null>(null);

  const send = (resend: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const { data, message } = await sendCode(values, resend);
        notifySuccess(resend ? 'otpResent' : message, 'otpSent');
        setChallenge(data);
      } catch (error) {
        if (resend) notifyError(error as Error);
        else formErrorHandler(form.setError, fields)(error as Error);
      }
    });
  const verify = async (code: string) => {
    if (!challenge) return;
    const { message } = await verifyCode(code, challenge.token);
    notifySuccess(message, changedMessage);
    props.onDone();
  };

  return (
    <>
      <Form noValidate onSubmit={send(false)}>
        <fieldset disabled={challenge !== null}>
          {legend && <legend className="visually-hidden">{legend}</legend>}
          {children}
          <Button type="submit" disabled={sending}>
            {t('contact.submit')}
          </Button>
        </fieldset>
      </Form>
      {challenge && (
        <ContactOtpStep
          {...otp}
          challenge={challenge}
          resending={sending}
          onResend={() => void send(true)()}
          onVerify={verify}
        />
      )}
      <Button variant="outline-secondary" className="mt-3" onClick={props.onCancel}>
        {t('common.cancel')}
      </Button>
    </>
  );
}
