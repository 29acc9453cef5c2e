import type { CaseRow } from '@nyaya/shared';
import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { notifyError } from '../../../../lib/notify';
import { queryString } from '../../../../lib/query-string';
import { useLiveSavedCases } from '../api/get-live-saved-cases';
import { useWaitingList } from '../use-waiting-list';
import { AdmittedNotices } from './admitted-notices';
import { CameraPreview } from './camera-preview';
import { LobbyCaseHeader } from './lobby-case-header';
import { LobbyCasesCarousel } from './lobby-cases-carousel';

/** The lobby of one case: it waits for it at once, beside the camera preview and the other live cases. */
export function LobbyRoom({ row }: { row: CaseRow }) {
  const navigate = useNavigate();
  const { waits, wait, cancel, accept } = useWaitingList();
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
