import { WEAK_LINK_BITS_PER_SECOND, type LiveHearing } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StageQuality } from '../../../components/stage-quality';
import { VideoStage } from '../../../components/video-stage';
import { useSignedInUser } from '../../../lib/auth';
import { useDataSaver } from '../../../lib/use-data-saver';
import { currentDownlink } from '../../../lib/use-downlink';
import { failureMessage, translateMessage } from '../../../lib/translate-message';
import { useLiveHearing } from '../api/get-live-hearing';
import { useStreamState } from '../use-stream-state';
import { LiveHearingHeader } from './live-hearing-header';
import { LivePlayer } from './live-player';
import { StreamMessage } from './stream-message';
import { StreamSlate } from './stream-slate';

type LiveHearingViewProps = {
  hearingId: number;
  devToolsDetected: boolean;
  onDismissDevTools: () => void;
};

/** The hearing chosen in search: which case it is, and its room's stream (or the slate) under the watermark. */
export function LiveHearingView({ hearingId, devToolsDetected, onDismissDevTools }: LiveHearingViewProps) {
  const { t } = useTranslation();
  const hearing = useLiveHearing(hearingId);
  if (hearing.isPending) {
    return (
      <p role="status" aria-live="polite">
        {t('liveStream.loading')}
      </p>
    );
  }
  if (hearing.isError) return <StreamMessage message={translateMessage(t, failureMessage(hearing.error))} />;
  return (
    <>
      <LiveHearingHeader hearing={hearing.data} />
      <LiveRoomStage
        hearing={hearing.data}
        devToolsDetected={devToolsDetected}
        onDismissDevTools={onDismissDevTools}
      />
    </>
  );
}

type LiveRoomStageProps = Omit<LiveHearingViewProps, 'hearingId'> & { hearing: LiveHearing };

/** The stream follows the room as it changes (stream-state): the player while live, the slate otherwise. */
function LiveRoomStage({ hearing, devToolsDetected, onDismissDevTools }: LiveRoomStageProps) {
  const user = useSignedInUser();
  const state = useStreamState(hearing.state);
  const [dataSaver, setDataSaver] = useDataSaver();
  // Judged once, as the page opens: a player that changed its distance from the live edge would start again.
  const [weakLink] = useState(() => (currentDownlink() ?? Infinity) < WEAK_LINK_BITS_PER_SECOND);
  const [pictureHeight, setPictureHeight] = useState<number>();
  return (
    <VideoStage
      viewerName={user.name}
      devToolsDetected={devToolsDetected}
      onDismissDevTools={onDismissDevTools}
      toolbar={
        <StageQuality
          dataSaver={dataSaver}
          onDataSaver={setDataSaver}
          pictureHeight={state.live ? pictureHeight : undefined}
        />
      }
    >
      {state.live ? (
        <LivePlayer
          playlistUrl={dataSaver ? hearing.audioPlaylistUrl : hearing.renditionsUrl}
          soundOnly={dataSaver}
          steady={dataSaver || weakLink}
          onPictureHeight={setPictureHeight}
          caseNumber={hearing.caseNumber}
          delayMinutes={hearing.delayMinutes}
          paused={devToolsDetected}
        />
      ) : (
        <StreamSlate message={state} />
      )}
    </VideoStage>
  );
}
