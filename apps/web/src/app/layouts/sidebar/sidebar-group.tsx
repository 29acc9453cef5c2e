import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import type { NavGroup } from '../../../config/navigation';
import { SidebarLink } from './sidebar-link';

type SidebarGroupProps = {
  group: NavGroup;
  labelClassName: string;
  onNavigate: () => void;
  /** Opening a group from the icon-only sidebar expands the sidebar first. */
  onExpand: () => void;
};

/** A group button (Settings, Masters): open while the path is one of its items, else as last toggled here. */
export function SidebarGroup({ group, labelClassName, onNavigate, onExpand }: SidebarGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A toggle counts only on the path where it was made, so leaving the group's pages closes it.
  const [toggled, setToggled] = useState<{ pathname: string; open: boolean } | null>(null);
  const onItsPage = group.items.some((item) => matchPath(item.path, pathname));
  const open = toggled?.pathname === pathname ? toggled.open : onItsPage;
  const label = t(group.labelKey);
  const listId = `sidebar-group-${group.id}`;

  const toggle = () => {
    onExpand();
    setToggled({ pathname, open: !open });
  };

  return (
    <>
      <button
        type="button"
        className={`sidebar-link sidebar-group-toggle ${onItsPage ? 'has-active' : ''}`}
        aria-expanded={open}
        data-menu-level="top"
        aria-controls={listId}
        title={label}
        onClick={toggle}
      >
        <i className={`bi ${group.icon}`} aria-hidden="true" />
        <span className={labelClassName}>{label}</span>
        <i className={`bi bi-chevron-down sidebar-chevron ${labelClassName}`} aria-hidden="true" />
      </button>
      <ul id={listId} className="sidebar-submenu list-unstyled" hidden={!open} data-menu-group={group.id}>
        {group.items.map((item) => (
          <li key={item.id}>
            <SidebarLink item={item} labelClassName={labelClassName} onNavigate={onNavigate} level="sub" />
          </li>
        ))}
      </ul>
    </>
  );
}
