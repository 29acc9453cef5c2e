import type { Role } from '@nyaya/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logo from '../../../assets/logo.svg';
import { navigationFor, type NavItem } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { CauseListToggle } from './cause-list-toggle';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';

export const SIDEBAR_ID = 'main-menu';

type SidebarProps = {
  role: Role;
  /** Icons only (wide screens). */
  collapsed: boolean;
  /** Narrow screens: the sidebar slides over the page and is hidden unless open. */
  overlay: boolean;
  open: boolean;
  onExpand: () => void;
  onClose: () => void;
};

export function Sidebar({ role, collapsed, overlay, open, onExpand, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const labelClassName = collapsed && !overlay ? 'visually-hidden' : 'sidebar-label';
  const closeIfOverlay = () => overlay && onClose();

  useEffect(() => {
    if (!overlay || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!ref.current?.contains(target) && !target.closest(`[aria-controls="${SIDEBAR_ID}"]`)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [overlay, open, onClose]);

  const renderItem = (item: NavItem) => {
    if (item.kind === 'link')
      return (
        <SidebarLink item={item} labelClassName={labelClassName} onNavigate={closeIfOverlay} level="top" />
      );
    if (item.kind === 'causeListToggle')
      return <CauseListToggle item={item} labelClassName={labelClassName} />;
    return (
      <SidebarGroup
        group={item}
        labelClassName={labelClassName}
        onNavigate={closeIfOverlay}
        onExpand={onExpand}
      />
    );
  };

  const state = overlay ? (open ? 'is-open' : 'is-closed') : collapsed ? 'is-collapsed' : 'is-expanded';
  return (
    <nav id={SIDEBAR_ID} ref={ref} aria-label={t('nav.menuLabel')} className={`sidebar ${state}`}>
      <Link to={paths.public.login.getHref()} className="sidebar-brand" title={t('app.name')}>
        <img src={logo} alt="" width={36} height={36} />
        <span className={labelClassName}>{t('app.name')}</span>
      </Link>
      <ul className="sidebar-menu list-unstyled">
        {navigationFor(role).map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
        <li className="sidebar-logout">
          <LogoutButton labelClassName={labelClassName} />
        </li>
      </ul>
    </nav>
  );
}
