import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { paths } from '../../config/paths';
import { AuthCard } from '../layouts/auth-card';

/** Forgot and reset password: built by a later issue; for now the title and a way back to sign in. */
export function PublicPlaceholderRoute({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <AuthCard>
      <PlaceholderPage title={t(titleKey)} />
      <Link to={paths.public.login.getHref()} className="mt-3 d-inline-block">
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
