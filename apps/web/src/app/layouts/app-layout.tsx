import { SIDEBAR, can } from '@nyaya/shared';
import { useCallback, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { MatterCalledAlerts } from '../../features/matters/components/matter-called-alerts';
import { useSignedInUser } from '../../lib/auth';
import { useMediaQuery } from '../../lib/use-media-query';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar/sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useAccountLanguage } from '../../lib/use-account-language';

const NARROW_QUERY = `(max-width: ${SIDEBAR.collapseBelowPx - 0.02}px)`;

const shellStyle = {
  '--sidebar-width': `${SIDEBAR.expandedWidthPx}px`,
  '--sidebar-transition': `${SIDEBAR.transitionSeconds}s`,
} as CSSProperties;

/** The signed-in layout: sidebar, header, main and footer. */
export function AppLayout() {
  const user = useSignedInUser();
  useAccountLanguage();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const expand = useCallback(() => setCollapsed(false), []);

  return (
    <div
      className="app-shell"
      style={shellStyle}
      data-sidebar={narrow ? 'overlay' : collapsed ? 'collapsed' : 'expanded'}
    >
      <SkipLink />
      {can(user.role, 'matters:viewOwn') && <MatterCalledAlerts />}
      <Sidebar
        role={user.role}
        collapsed={collapsed}
        overlay={narrow}
        open={open}
        onExpand={expand}
        onClose={close}
      />
      {narrow && open && <div className="sidebar-backdrop" aria-hidden="true" />}
      <div className="app-column">
        <Header
          user={user}
          sidebarExpanded={narrow ? open : !collapsed}
          onToggleSidebar={() => (narrow ? setOpen(!open) : setCollapsed(!collapsed))}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
