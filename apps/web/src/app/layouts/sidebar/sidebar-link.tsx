import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavLink as NavLinkItem } from '../../../config/navigation';

type SidebarLinkProps = {
  item: NavLinkItem;
  labelClassName: string;
  onNavigate: () => void;
  level: 'top' | 'sub';
};

/** A menu link; the router marks the current one with aria-current="page". */
export function SidebarLink({ item, labelClassName, onNavigate, level }: SidebarLinkProps) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  return (
    <NavLink
      to={item.path}
      end
      className="sidebar-link"
      title={label}
      onClick={onNavigate}
      data-menu-level={level}
    >
      <i className={`bi ${item.icon}`} aria-hidden="true" />
      <span className={labelClassName}>{label}</span>
    </NavLink>
  );
}
