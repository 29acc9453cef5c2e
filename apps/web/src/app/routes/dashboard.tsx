import type { Role } from '@nyaya/shared';
import type { ReactNode } from 'react';
import { MyArchivalRequests } from '../../features/archival/components/my-archival-requests';
import { ControlRoomPanel } from '../../features/control-room/components/control-room-panel';
import { JudgeCourtroom } from '../../features/courtroom/judge/judge-courtroom';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { MyMattersToday } from '../../features/matters/components/my-matters-today';
import { ReaderPanel } from '../../features/reader/components/reader-panel';
import { useSignedInUser } from '../../lib/auth';

/** An advocate's day first (their matters and whether they are called), then their archival requests. */
function AdvocatePanel() {
  return (
    <>
      <MyMattersToday />
      <MyArchivalRequests />
    </>
  );
}

/**
 * The live part of each role's dashboard, from the feature that owns it (features never import each other,
 * so the route puts them together).
 */
const ROLE_PANELS: Partial<Record<Role, () => ReactNode>> = {
  Individual: MyArchivalRequests,
  Advocate: AdvocatePanel,
  Judge: JudgeCourtroom,
  Reader: ReaderPanel,
  Controller: ControlRoomPanel,
};

export function DashboardRoute() {
  const user = useSignedInUser();
  const Panel = ROLE_PANELS[user.role];
  return <Dashboard user={user} rolePanel={Panel ? <Panel /> : undefined} />;
}
