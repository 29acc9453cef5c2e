import { ControlRoomPanel } from '../../features/control-room/components/control-room-panel';
import { SystemHealthPage } from '../../features/system-health/components/system-health-page';

/** The system's health, with the control room's live rooms and unfinished recordings (Retry) below it. */
export function AdminPanelRoute() {
  return (
    <SystemHealthPage>
      <ControlRoomPanel />
    </SystemHealthPage>
  );
}
