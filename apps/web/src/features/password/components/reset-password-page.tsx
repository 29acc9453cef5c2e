import type { OtpSent } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

/** What the page that sent the code tells this one (forgot password, a resend): the wait before another. */
export type CodeSentState = { resendAfterSeconds: number } | null;

/**
 * /reset-password?token=…: the link of a set-password or reset e-mail, or where forgot password leads. First the
 * code sent to the e-mail and mobile is verified, then the new password is saved with the same token.
 */
export function ResetPasswordPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const sent = useLocation().state as CodeSentState;
  const [verified, setVerified] = useState(false);
  const resent = ({ token: next, resendAfterSeconds }: OtpSent) =>
    setParams({ token: next }, { replace: true, state: { resendAfterSeconds } satisfies CodeSentState });
  return (
    <section>
      <PageTitle title={t('pages.resetPassword')} />
      {!token ? (
        <p>{t('resetPassword.noToken')}</p>
      ) : verified ? (
        <PasswordStep token={token} onDone={onDone} />
      ) : (
        <CodeStep
          key={token}
          token={token}
          resendAfterSeconds={sent?.resendAfterSeconds ?? 0}
          onVerified={() => setVerified(true)}
          onResent={resent}
        />
      )}
      <Link to={paths.public.login.getHref()} className="mt-3 d-inline-block">
        {t('auth.backToLogin')}
      </Link>
    </section>
  );
}
