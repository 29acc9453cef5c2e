import {
  COURTROOM_EVENTS,
  type CaseRow,
  type RoomSignal,
  type WaitingAdvocate,
  type MessageRef,
} from '@nyaya/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { failureMessage } from '../../../lib/translate-message';
import { emitCourtroom } from '../api/courtroom-socket';

export type WaitStatus = 'joining' | 'waiting' | 'admitted' | 'refused';

/** One case the advocate waits for in its court room, and how far the waiting has got. */
export type Wait = { row: CaseRow; status: WaitStatus; message: MessageRef | null };

function joinPayload(row: CaseRow) {
  return {
    roomId: row.courtRoom,
    cnr: row.cnr,
    caseNumber: row.causeNo,
    petitioner: row.petitioner,
    defendant: row.defendant,
  };
}

/**
 * spec.md §4 "Advocate": waiting (join-room) for one or more cases, admitted when the judge admits
 * (admitToAdvocate), and Accept (advocate-accept) which takes the case off the list. The waiting is sent again
 * after the socket reconnects, and withdrawn (leave-room) when the lobby closes; a lobby that vanishes without
 * closing (a lost tab) is withdrawn by the server after COURTROOM.waitingGraceMs. When the judge ends a room's
 * meeting (end-meeting), its cases leave the list and `onRoomEnded` is told.
 */
export function useWaitingList(onRoomEnded: (roomId: string) => void) {
  const [waits, setWaits] = useState<Wait[]>([]);
  const waitsRef = useRef(waits);
  useEffect(() => {
    waitsRef.current = waits;
  }, [waits]);
  /** Hearings already asked for, so a second choice (or React's double effects in development) sends nothing. */
  const chosen = useRef(new Set<number>());

  const update = useCallback((hearingId: number, change: Partial<Wait>) => {
    setWaits((current) =>
      current.map((wait) => (wait.row.hearingId === hearingId ? { ...wait, ...change } : wait)),
    );
  }, []);

  const join = useCallback(
    async (row: CaseRow) => {
      try {
        const waiting = await emitCourtroom<WaitingAdvocate>(COURTROOM_EVENTS.joinRoom, joinPayload(row));
        update(row.hearingId, { status: waiting.admitted ? 'admitted' : 'waiting', message: null });
      } catch (error) {
        update(row.hearingId, { status: 'refused', message: failureMessage(error) });
      }
    },
    [update],
  );

  const wait = useCallback(
    (row: CaseRow) => {
      if (chosen.current.has(row.hearingId)) return;
      chosen.current.add(row.hearingId);
      setWaits((current) => [...current, { row, status: 'joining', message: null }]);
      void join(row);
    },
    [join],
  );

  const remove = useCallback((hearingId: number) => {
    setWaits((current) => current.filter((wait) => wait.row.hearingId !== hearingId));
  }, []);

  /** Cancel: stop waiting for this case. */
  const cancel = useCallback(
    (hearingId: number) => {
      const wait = waitsRef.current.find((existing) => existing.row.hearingId === hearingId);
      chosen.current.delete(hearingId);
      remove(hearingId);
      if (wait && wait.status !== 'refused') {
        emitCourtroom(COURTROOM_EVENTS.leaveRoom, { roomId: wait.row.courtRoom }).catch(() => undefined);
      }
    },
    [remove],
  );

  /** Accept: the case leaves the list (for good) once the server lets the advocate into the meeting. */
  const accept = useCallback(
    async (hearingId: number) => {
      const wait = waitsRef.current.find((existing) => existing.row.hearingId === hearingId);
      if (!wait) return null;
      await emitCourtroom(COURTROOM_EVENTS.advocateAccept, { roomId: wait.row.courtRoom });
      remove(hearingId);
      return wait.row.courtRoom;
    },
    [remove],
  );

  useEffect(() => {
    const socket = getSocket();
    const onAdmitted = (admitted: WaitingAdvocate) => {
      update(admitted.hearingId, { status: 'admitted', message: null });
    };
    const onEnded = ({ roomId }: RoomSignal) => {
      setWaits((current) => current.filter((wait) => wait.row.courtRoom !== roomId));
      onRoomEnded(roomId);
    };
    const onReconnected = () => {
      for (const wait of waitsRef.current) if (wait.status === 'waiting') void join(wait.row);
    };
    socket.on(COURTROOM_EVENTS.admitToAdvocate, onAdmitted);
    socket.on(COURTROOM_EVENTS.endMeeting, onEnded);
    socket.on('connect', onReconnected);
    return () => {
      socket.off(COURTROOM_EVENTS.admitToAdvocate, onAdmitted);
      socket.off(COURTROOM_EVENTS.endMeeting, onEnded);
      socket.off('connect', onReconnected);
    };
  }, [join, update, onRoomEnded]);

  useEffect(
    () => () => {
      for (const wait of waitsRef.current) {
        if (wait.status === 'refused') continue;
        emitCourtroom(COURTROOM_EVENTS.leaveRoom, { roomId: wait.row.courtRoom }).catch(() => undefined);
      }
    },
    [],
  );

  return { waits, wait, cancel, accept };
}
