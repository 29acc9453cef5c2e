import type { ReactNode } from 'react';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '../lib/use-fullscreen';
import { DevToolsNotice } from './dev-tools-notice';
import { Watermark } from './watermark';
import './video-stage.css';

type VideoStageProps = {
  viewerName: string;
  devToolsDetected: boolean;
  onDismissDevTools: () => void;
  /** The video element. */
  children: ReactNode;
  /** The page's own controls, in the toolbar under the picture before the full-screen button. */
  toolbar?: ReactNode;
};

/**
 * The video with the watermark over it in one container, which is what goes full screen (our own button;
 * the video's own full-screen button is hidden), so the watermark stays over the picture there too.
 */
export function VideoStage({
  viewerName,
  devToolsDetected,
  onDismissDevTools,
  children,
  toolbar,
}: VideoStageProps) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  return (
    <div ref={stage} className="viewer-stage">
      <div className="viewer-screen">
        {children}
        <Watermark name={viewerName} />
        {devToolsDetected && <DevToolsNotice onDismiss={onDismissDevTools} />}
      </div>
      {(toolbar || fullscreen.supported) && (
        <div className="viewer-toolbar">
          {toolbar}
          {fullscreen.supported && (
            <Button
              variant="outline-light"
              size="sm"
              aria-pressed={fullscreen.active}
              onClick={fullscreen.toggle}
            >
              <i
                className={`bi ${fullscreen.active ? 'bi-fullscreen-exit' : 'bi-fullscreen'} me-2`}
                aria-hidden="true"
              />
              {t('viewer.fullscreen')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
