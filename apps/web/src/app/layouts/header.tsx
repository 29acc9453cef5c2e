import type { PublicUser } from '@nyaya/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { SIDEBAR_ID } from './sidebar/sidebar';

export type RouteHandle = { titleKey?: ParseKeys };

type HeaderProps = { user: PublicUser; sidebarExpanded: boolean; onToggleSidebar: () => void };

/** The signed-in header: sidebar toggle, the page's title, language switch and who is signed in. */
export function Header({ user, sidebarExpanded, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .findLast(Boolean);
  return (
    <header className="app-header">
      <button
        type="button"
        className="btn btn-header-icon"
        aria-label={t('nav.toggle')}
        aria-expanded={sidebarExpanded}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <i className="bi bi-list" aria-hidden="true" />
      </button>
      <p className="app-header-title">{titleKey ? t(titleKey) : t('app.name')}</p>
      <div className="ms-auto d-flex align-items-center gap-2 gap-sm-3">
        <LanguageSwitch />
        <div className="user-chip" aria-label={t('header.account')} role="group">
          <i className="bi bi-person-circle" aria-hidden="true" />
          <span className="user-chip-text d-flex flex-column lh-sm">
            <span className="fw-semibold">{user.name}</span>
            <span className="small user-role">{t(`roles.${user.role}`)}</span>
          </span>
        </div>
      </div>
    </header>
  );
}
