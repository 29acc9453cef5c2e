import type { OtpSent } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { OtpInput } from '../../../components/otp-input';
import { ResendCountdown } from '../../../components/resend-countdown';
import { TokenError } from './token-error';
import { useCodeForm } from './use-code-form';

type CodeDialogProps = {
  challenge: OtpSent;
  email: string;
  resending: boolean;
  onResend: () => void;
  onVerified: () => void;
  onHide: () => void;
};

/** The code-entry dialog of /resetpassword: the e-mailed code, a resend after the wait, Verify. */
export function CodeDialog({ challenge, email, resending, onResend, onVerified, onHide }: CodeDialogProps) {
  const { t } = useTranslation();
  const code = useCodeForm(challenge.token, onVerified);
  return (
    <FormModal
      title={t('resetPassword.codeStep')}
      pending={code.submitting}
      onSubmit={code.submit}
      onHide={onHide}
      submitLabel={t('resetPassword.verify')}
    >
      <p>{t('resetPassword.codeSentTo', { email })}</p>
      <TokenError message={code.tokenError} />
      <OtpInput id="reset-dialog-otp" label={t('resetPassword.code')} {...code.field} />
      <ResendCountdown
        key={challenge.token}
        seconds={challenge.resendAfterSeconds}
        pending={resending}
        onResend={onResend}
      />
    </FormModal>
  );
}
