import { can } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/auth';
import { failureMessage, translateMessage } from '../../../lib/translate-message';
import { useHearingVideo } from '../api/get-hearing-video';
import { recordingLabel } from '../recording-label';
import { CertifiedCopyLink } from './certified-copy-link';
import { HearingSummary } from './hearing-summary';
import { RecordingPicker } from './recording-picker';
import { RecordingStage } from './recording-stage';
import { ViewerMessage } from './viewer-message';

type HearingPlayerProps = {
  hearingId: number;
  devToolsDetected: boolean;
  onDismissDevTools: () => void;
};

/** One hearing's recordings: which hearing it is, the parts to choose from, and the watermarked player. */
export function HearingPlayer({ hearingId, devToolsDetected, onDismissDevTools }: HearingPlayerProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const video = useHearingVideo(hearingId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [unplayable, setUnplayable] = useState(false);

  if (video.isPending) {
    return (
      <p role="status" aria-live="polite">
        {t('viewer.loading')}
      </p>
    );
  }
  // A failed renewal keeps what was already shown; only a first failure replaces the page.
  if (!video.data) return <ViewerMessage message={translateMessage(t, failureMessage(video.error))} />;

  const { recordings, videoUrl, hearing } = video.data;
  const index = Math.max(
    0,
    recordings.findIndex((recording) =>
      chosenId === null ? recording.videoUrl === videoUrl : recording.id === chosenId,
    ),
  );
  const recording = recordings[index];
  if (!recording) return <ViewerMessage message={t('messages.recordingNotAvailable')} />;

  const choose = (id: number) => {
    setChosenId(id);
    setUnplayable(false);
  };
  return (
    <>
      <HearingSummary hearing={hearing} />
      {can(user.role, 'recordings:certify') && <CertifiedCopyLink hearingId={hearingId} />}
      <RecordingPicker recordings={recordings} selectedId={recording.id} onSelect={choose} />
      {unplayable ? (
        <ViewerMessage message={t('viewer.playbackFailed')} />
      ) : (
        <RecordingStage
          key={recording.id}
          versions={recording.versions}
          caseNumber={hearing.causeNo}
          label={t('viewer.player', {
            recording: recordingLabel(t, recording, index),
            causeNo: hearing.causeNo,
          })}
          devToolsDetected={devToolsDetected}
          onDismissDevTools={onDismissDevTools}
          onLoadFailed={async () => {
            await video.refetch();
          }}
          onUnplayable={() => setUnplayable(true)}
        />
      )}
    </>
  );
}
