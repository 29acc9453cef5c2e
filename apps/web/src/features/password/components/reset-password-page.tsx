import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

/**
 * /reset-password?token=…: the link of a set-password or reset e-mail. First the e-mailed code is
 * verified, then the new password is saved with the same token.
 */
export function ResetPasswordPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const [verified, setVerified] = useState(false);
  return (
    <section>
      <PageTitle title={t('pages.resetPassword')} />
      {!token ? (
        <p>{t('resetPassword.noToken')}</p>
      ) : verified ? (
        <PasswordStep token={token} onDone={onDone} />
      ) : (
        <CodeStep token={token} onVerified={() => setVerified(true)} />
      )}
      <Link to={paths.public.login.getHref()} className="mt-3 d-inline-block">
        {t('auth.backToLogin')}
      </Link>
    </section>
  );
}
