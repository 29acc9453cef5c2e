import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { appState } from '../../../lib/app-state';
import { useSignedInUser } from '../../../lib/auth';
import { CourtroomBoard } from './courtroom-board';
import { RoomPicker } from './room-picker';
import './judge.css';

/**
 * The judge dashboard's courtroom: a judge hosts their own room with their cameras; a Controller first picks a
 * room and then monitors it without sending anything.
 */
export function JudgeCourtroom() {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const [monitoredRoomId, setMonitoredRoomId] = useState<string | null>(null);
  // A new session after the meeting ended, so a judge who stays on /dashboard opens the room afresh.
  const [session, setSession] = useState(0);

  const onEnded = () => {
    appState.showAlert({ code: 'meetingEnded' });
    setSession((current) => current + 1);
    void navigate(paths.app.dashboard.getHref());
  };

  if (user.role !== 'Controller') {
    return <CourtroomBoard key={session} meetingRole="host" onEnded={onEnded} />;
  }
  return (
    <>
      <RoomPicker roomId={monitoredRoomId} onPick={setMonitoredRoomId} />
      {monitoredRoomId && (
        <CourtroomBoard
          key={`${monitoredRoomId}-${session}`}
          roomId={monitoredRoomId}
          meetingRole="observer"
          onEnded={onEnded}
        />
      )}
    </>
  );
}
