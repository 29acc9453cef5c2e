import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';

/** The sidebar's Logout menu item; its label hides (not its name) when the sidebar is collapsed. */
export function LogoutButton({ labelClassName }: { labelClassName?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout({
    onSuccess: () => void navigate(paths.public.login.getHref(), { replace: true }),
  });
  return (
    <button
      type="button"
      className="sidebar-link w-100"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      title={t('nav.logout')}
      data-menu-level="top"
    >
      <i className="bi bi-box-arrow-right" aria-hidden="true" />
      <span className={labelClassName}>{t('nav.logout')}</span>
    </button>
  );
}
