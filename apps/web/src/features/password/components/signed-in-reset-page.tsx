import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpSent } from '@nyaya/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { resetEmailSchema, useSendResetCode } from '../api/send-reset-code';
import { CodeDialog } from './code-dialog';
import { PasswordStep } from './password-step';
import { formErrorText } from '../../../lib/translate-message';

/**
 * /resetpassword (spec.md §4 "Password reset"): the user's e-mail, a code sent to it, the code dialog, and then
 * the new password. The e-mail locks once the code is verified; the password fields unlock.
 */
export function SignedInResetPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const send = useSendResetCode();
  const [challenge, setChallenge] = useState<OtpSent | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [verified, setVerified] = useState(false);

  const sendCode = (email: string, resend: boolean) =>
    send.mutate(
      { userId: email },
      {
        onSuccess: ({ data, message }) => {
          notifySuccess(resend ? 'otpResent' : message);
          setChallenge(data);
          setDialogOpen(true);
        },
        onError: (error) => {
          if (!resend && isApiError(error) && error.field) {
            form.setError('email', { message: formErrorText(error) }, { shouldFocus: true });
          } else notifyError(error);
        },
      },
    );
  const submit = form.handleSubmit(({ email }) => sendCode(email, false));

  return (
    <section className="page">
      <PageTitle title={t('pages.resetPassword')} />
      <Card className="form-card">
        <Card.Body>
          <Form noValidate onSubmit={submit} className="mb-4">
            <TextField
              id="reset-email"
              label={t('resetPassword.email')}
              registration={form.register('email', { disabled: verified })}
              error={errors.email?.message}
              type="email"
              autoComplete="email"
            />
            {!verified && (
              <div className="d-flex gap-2">
                <Button type="submit" disabled={send.isPending}>
                  {t('resetPassword.sendCode')}
                </Button>
                {challenge && !dialogOpen && (
                  <Button variant="outline-primary" onClick={() => setDialogOpen(true)}>
                    {t('resetPassword.enterCode')}
                  </Button>
                )}
              </div>
            )}
          </Form>
          {challenge && dialogOpen && (
            <CodeDialog
              challenge={challenge}
              email={form.getValues('email')}
              resending={send.isPending}
              onResend={() => sendCode(form.getValues('email'), true)}
              onVerified={() => {
                setVerified(true);
                setDialogOpen(false);
              }}
              onHide={() => setDialogOpen(false)}
            />
          )}
          <PasswordStep
            token={verified && challenge ? challenge.token : ''}
            onDone={onDone}
            disabled={!verified}
          />
        </Card.Body>
      </Card>
      <Link to={paths.app.settings.getHref()} className="btn btn-outline-primary mt-3">
        {t('common.back')}
      </Link>
    </section>
  );
}
