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

/** A group button (Settings, Masters): open on its own pages, closed elsewhere, toggled by a click in between. */
export function SidebarGroup({ group, labelClassName, onNavigate, onExpand }: SidebarGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onItsPage = group.items.some((item) => matchPath(item.path, pathname));
  // Every navigation resets the group to "open on its own pages", so leaving its pages closes it;
  // a click only overrides that until the next navigation.
  const [state, setState] = useState({ pathname, open: onItsPage });
  if (state.pathname !== pathname) setState({ pathname, open: onItsPage });
  const open = state.pathname === pathname ? state.open : onItsPage;
  const label = t(group.labelKey);
  const listId = `sidebar-group-${group.id}`;

  const toggle = () => {
    onExpand();
    setState({ pathname, open: !open });
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
