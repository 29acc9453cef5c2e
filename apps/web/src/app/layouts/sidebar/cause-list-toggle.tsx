import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import type { NavToggle } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { appState, useAppState } from '../../../lib/app-state';

/** The pages that show the judge's courtroom, and with it the cause-list panel. */
const COURTROOM_PAGES = [paths.app.dashboard.path, paths.app.judgeDashboard.path];

/**
 * The judge's Cause List item: opens and closes the courtroom's cause-list panel instead of navigating; from
 * any other page it opens the courtroom with the panel open.
 */
export function CauseListToggle({ item, labelClassName }: { item: NavToggle; labelClassName: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = useAppState((state) => state.showCauseList);
  const onCourtroom = COURTROOM_PAGES.some((path) => matchPath(path, pathname));
  const label = t(item.labelKey);
  const toggle = () => {
    if (onCourtroom) return appState.toggleCauseList();
    appState.setShowCauseList(true);
    void navigate(paths.app.dashboard.getHref());
  };
  return (
    <button
      type="button"
      className="sidebar-link"
      aria-expanded={onCourtroom && open}
      data-menu-level="top"
      title={label}
      onClick={toggle}
    >
      <i className={`bi ${item.icon}`} aria-hidden="true" />
      <span className={labelClassName}>{label}</span>
    </button>
  );
}
