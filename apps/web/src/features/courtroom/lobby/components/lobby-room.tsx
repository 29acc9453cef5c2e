import { type CaseRow } from '@nyaya/shared';
import { useCallback, useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { queryString } from '../../../../lib/query-string';
import { useLiveSavedCases } from '../api/get-live-saved-cases';
import { useWaitingList } from '../use-waiting-list';
import { AdmittedNotices } from './admitted-notices';
import { CameraPreview } from './camera-preview';
import { LobbyCaseHeader } from './lobby-case-header';
import { LobbyCasesCarousel } from './lobby-cases-carousel';

/**
 * The lobby of one case: it waits for it at once, beside the camera preview and the other live cases. The judge
 * ending this case's meeting ends the waiting too (spec.md §4 "End meeting": to /dashboard with "Meeting ended").
 */
export function LobbyRoom({ row }: { row: CaseRow }) {
  const navigate = useNavigate();
  const onRoomEnded = useCallback(
    (roomId: string) => {
      if (roomId !== row.courtRoom) return;
      notifySuccess('meetingEnded');
      void navigate(paths.app.dashboard.getHref());
    },
    [row.courtRoom, navigate],
  );
  const { waits, wait, cancel, accept } = useWaitingList(onRoomEnded);
  const otherCases = (useLiveSavedCases().data ?? []).filter((other) => other.hearingId !== row.hearingId);

  useEffect(() => {
    wait(row);
  }, [row, wait]);

  const onCancel = () => {
    cancel(row.hearingId);
    void navigate(paths.app.liveSessions.getHref());
  };

  const onAccept = (hearingId: number) => {
    accept(hearingId)
      .then((roomId) => {
        if (roomId) window.open(`${paths.app.meeting.getHref()}${queryString({ room: roomId })}`, '_blank');
      })
      .catch((error: unknown) => notifyError(error as Error));
  };

  return (
    <Row className="g-4">
      <Col lg={8}>
        <LobbyCaseHeader
          row={row}
          wait={waits.find((existing) => existing.row.hearingId === row.hearingId)}
          onCancel={onCancel}
        />
        <CameraPreview />
      </Col>
      <Col lg={4}>
        <LobbyCasesCarousel cases={otherCases} waits={waits} onWait={wait} onCancel={cancel} />
      </Col>
      <AdmittedNotices waits={waits} onAccept={onAccept} />
    </Row>
  );
}
