import { MESSAGES, RECORDING, type MessageKey, type RecordingMimeType } from '@nyaya/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../lib/app-state';
import type { MeetingTile } from '../meeting/meeting-types';
import { createCompositor, type Caption, type Compositor } from './compositor';
import { publishComposite } from './public-composite';
import { pickMimeType } from './recorder-format';
import {
  startRecordingSession,
  stopOpenSession,
  type RecordingSession,
  type SessionEvents,
} from './recording-session';
import { reportRecordingAlarm } from './recording-socket';

/** How long starting waits for the composite's own video elements to show every tile's first frame. */
const READY_WAIT_MS = 3000;
const READY_POLL_MS = 100;

type Active = { compositor: Compositor; session: RecordingSession; mimeType: RecordingMimeType };

type RecordingOptions = {
  roomId: string;
  /** Whether the server has the room recording (snapshot.recording). */
  serverRecording: boolean;
  /** Whether the server shows the room's recording alarm (snapshot.recordingAlarm). */
  serverAlarm: boolean;
  tiles: readonly MeetingTile[];
  caption: Caption;
  /** Called once the tiles are ready and before the session opens: the spoken announcement. */
  announceStart: () => Promise<void>;
  announceStop: () => Promise<void>;
};

export type Recording = {
  /** Starting, or stopping (waiting for the server to finalise the MP4); null when idle. */
  busy: 'starting' | 'stopping' | null;
  /**
   * While a chunk has waited RECORDING.ackAlarmMs or more for the server's ack: about how many seconds of the
   * hearing are not saved (the chunk holds what was recorded up to a chunk interval before it was sent); else null.
   */
  unsavedSeconds: number | null;
  start: () => Promise<void>;
  /** Stops this page's recording, or (after a reload) the room's open session. */
  stop: () => Promise<void>;
  /**
   * Runs a change that makes the server close the room's recording (another hearing, the end of the meeting):
   * this page's recording is closed first, so none of its chunks is refused, and with `resume` it records on in
   * a new session (the new hearing's) once the change is made.
   */
  closeAround: <T>(change: () => Promise<T>, options: { resume: boolean }) => Promise<T>;
  /** Sends what this page recorded up to now as its own chunk (before a streaming toggle); nothing when idle. */
  cutHere: () => Promise<void>;
};

async function waitUntilReady(compositor: Compositor): Promise<boolean> {
  for (let waited = 0; waited < READY_WAIT_MS; waited += READY_POLL_MS) {
    if (compositor.ready()) return true;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return compositor.ready();
}

/** The judge's recording of the room: the composite, the recorder and the upload, failures shown as the spec says. */
export function useRecording({
  roomId,
  serverRecording,
  serverAlarm,
  tiles,
  caption,
  announceStart,
  announceStop,
}: RecordingOptions): Recording {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Recording['busy']>(null);
  const [unsavedSeconds, setUnsavedSeconds] = useState<number | null>(null);
  const active = useRef<Active | null>(null);
  /** The composite from the moment starting creates it, so the grid changing while it starts is drawn too. */
  const drawing = useRef<Compositor | null>(null);
  const unmounted = useRef(false);
  const { court, caseNumber } = caption;

  useEffect(() => {
    drawing.current?.update(tiles, { court, caseNumber });
  }, [tiles, court, caseNumber]);

  // The dashboard's preview shows the composite only while this page records it.
  useEffect(() => () => publishComposite(roomId, null), [roomId]);

  // The server closed the recording this page makes (the judge's connection was gone too long, a Controller ended
  // the meeting): the server takes no more of it, so the recorder stops here too and the judge is told.
  const serverWasRecording = useRef(serverRecording);
  useEffect(() => {
    const closedByServer = serverWasRecording.current && !serverRecording;
    serverWasRecording.current = serverRecording;
    const closing = active.current;
    if (!closedByServer || !closing) return;
    active.current = null;
    closing.session.discard();
    closing.compositor.close();
    drawing.current = null;
    publishComposite(roomId, null);
    appState.showAlert({ code: 'recordingClosedByServer' }, 'danger');
  }, [serverRecording, roomId, t]);

  /** Stops this page's recording without the UI (the page is going): a failure can only be logged. */
  const stopActive = useCallback(async () => {
    const leaving = active.current;
    active.current = null;
    if (!leaving) return;
    await leaving.session
      .stop()
      .catch((failure: unknown) => console.warn(MESSAGES.recordingFailed, failure))
      .finally(() => leaving.compositor.close());
  }, []);

  // Leaving the page (or the meeting ending) stops the recording; the socket outlives the page's components.
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      void stopActive();
    };
  }, [stopActive]);

  const fail = useCallback((message: MessageKey, cause: unknown) => {
    console.warn(MESSAGES[message], cause);
    appState.showAlert({ code: message }, 'danger');
  }, []);

  // The server's alarm follows this page's every tick it differs (a report lost with the connection is made again).
  const serverAlarmNow = useRef(serverAlarm);
  useEffect(() => {
    serverAlarmNow.current = serverAlarm;
  }, [serverAlarm]);
  const reporting = useRef(false);
  const events: SessionEvents = {
    onFailure: (error) => fail('recordingFailed', error),
    onOverdue: (overdueMs) => {
      setUnsavedSeconds(
        overdueMs === null ? null : Math.ceil((overdueMs + RECORDING.chunkIntervalMs) / 1000),
      );
      const raised = overdueMs !== null;
      if (raised === serverAlarmNow.current || reporting.current) return;
      reporting.current = true;
      reportRecordingAlarm(roomId, raised)
        .catch((failure: unknown) => console.warn('Recording: the alarm did not reach the server', failure))
        .finally(() => (reporting.current = false));
    },
  };

  const start = async () => {
    const mimeType =
      typeof MediaRecorder === 'undefined'
        ? null
        : pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    if (!mimeType) return fail('recordingStartFailed', MESSAGES.recordingMimeTypeUnsupported);
    setBusy('starting');
    const compositor = createCompositor();
    compositor.update(tiles, { court, caseNumber });
    drawing.current = compositor;
    const discard = () => {
      compositor.close();
      drawing.current = null;
    };
    try {
      if (!(await waitUntilReady(compositor))) {
        discard();
        return fail('notReadyToRecord', 'a tile has no picture yet');
      }
      await announceStart();
      const session = await startRecordingSession(roomId, compositor, mimeType, events);
      active.current = { compositor, session, mimeType };
      // The page closed while the session opened: nobody is left to stop it later.
      if (unmounted.current) void stopActive();
      else publishComposite(roomId, compositor);
    } catch (failure) {
      discard();
      fail('recordingStartFailed', failure);
    } finally {
      setBusy(null);
    }
  };

  const stop = async () => {
    setBusy('stopping');
    const stopping = active.current;
    active.current = null;
    publishComposite(roomId, null);
    const recorded = caseNumber;
    try {
      // The recorder stops at once; the announcement is said after it, outside the recording (as the start's).
      await Promise.all([stopping ? stopping.session.stop() : stopOpenSession(roomId), announceStop()]);
      // The server acks the stop once the hearing's MP4 is finalised and listed: only then is it saved.
      appState.showAlert(t('courtroomJudge.recordingSaved', { caseNumber: recorded }));
    } catch (failure) {
      fail('recordingFailed', failure);
    } finally {
      stopping?.compositor.close();
      drawing.current = null;
      setBusy(null);
    }
  };

  const closeAround: Recording['closeAround'] = async (change, { resume }) => {
    const current = active.current;
    if (!current) return change();
    active.current = null;
    await current.session.close().catch((failure: unknown) => fail('recordingFailed', failure));
    try {
      return await change();
    } finally {
      const { compositor, mimeType } = current;
      const session =
        resume && !unmounted.current
          ? await startRecordingSession(roomId, compositor, mimeType, events).catch(
              (failure: unknown) => void fail('recordingStartFailed', failure),
            )
          : undefined;
      if (session) active.current = { compositor, session, mimeType };
      else {
        publishComposite(roomId, null);
        compositor.close();
        drawing.current = null;
      }
    }
  };

  const cutHere = async () => {
    await active.current?.session
      .cutHere()
      .catch((failure: unknown) => console.warn('Recording: the chunk at the toggle was not sent', failure));
  };

  return { busy, unsavedSeconds, start, stop, closeAround, cutHere };
}
