import { useState } from 'react';
import { SoundOnlyCard } from '../../../components/sound-only-card';
import { StageQuality } from '../../../components/stage-quality';
import { VideoStage } from '../../../components/video-stage';
import { useSignedInUser } from '../../../lib/auth';
import type { OfferedVersions } from '../pick-version';
import { usePickedVersion } from '../use-picked-version';
import { PictureChoiceSelect } from './picture-choice-select';
import { RecordingVideo } from './recording-video';

type RecordingStageProps = {
  versions: OfferedVersions;
  caseNumber: string;
  label: string;
  devToolsDetected: boolean;
  onDismissDevTools: () => void;
  onLoadFailed: () => Promise<void>;
  onUnplayable: () => void;
};

/**
 * One recording under the watermark, in the version the link and the person choose (issue 41): the toolbar has
 * Data saver, the choice of picture where a low version is made, and what plays.
 */
export function RecordingStage({
  versions,
  caseNumber,
  label,
  devToolsDetected,
  ...rest
}: RecordingStageProps) {
  const user = useSignedInUser();
  const picked = usePickedVersion(versions);
  const [pictureHeight, setPictureHeight] = useState<number>();
  return (
    <VideoStage
      viewerName={user.name}
      devToolsDetected={devToolsDetected}
      onDismissDevTools={rest.onDismissDevTools}
      toolbar={
        <StageQuality
          dataSaver={picked.dataSaver}
          onDataSaver={picked.setDataSaver}
          pictureHeight={pictureHeight}
        >
          {versions.low && !picked.dataSaver && (
            <PictureChoiceSelect choice={picked.choice} onChoice={picked.setChoice} />
          )}
        </StageQuality>
      }
    >
      <RecordingVideo
        url={picked.url}
        label={label}
        paused={devToolsDetected}
        onLoadFailed={rest.onLoadFailed}
        onUnplayable={rest.onUnplayable}
        reports={{ ...picked, onPictureHeight: setPictureHeight }}
      />
      {picked.version === 'audio' && <SoundOnlyCard caseNumber={caseNumber} />}
    </VideoStage>
  );
}
