import { useTranslation } from 'react-i18next';
import type { NavToggle } from '../../../config/navigation';
import { appState, useAppState } from '../../../lib/app-state';

/** The judge's Cause List item: opens and closes the cause-list panel instead of navigating. */
export function CauseListToggle({ item, labelClassName }: { item: NavToggle; labelClassName: string }) {
  const { t } = useTranslation();
  const open = useAppState((state) => state.showCauseList);
  const label = t(item.labelKey);
  return (
    <button
      type="button"
      className="sidebar-link"
      aria-expanded={open}
      data-menu-level="top"
      title={label}
      onClick={appState.toggleCauseList}
    >
      <i className={`bi ${item.icon}`} aria-hidden="true" />
      <span className={labelClassName}>{label}</span>
    </button>
  );
}
