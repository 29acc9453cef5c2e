import { RECORDING } from '@nyaya/shared';
import { useEffect, useId, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/auth';
import type { Compositor } from './compositor';
import { usePublicComposite } from './public-composite';
import { containRect } from './tile-layout';
import './recording-preview.css';

type RecordingPreviewProps = {
  roomId: string;
  /** The room records (snapshot.recording), whichever page of the judge started it. */
  recording: boolean;
  streaming: boolean;
  /** Streaming was stopped with a reason (snapshot.pause). */
  paused: boolean;
};

/**
 * The composite copied into the spec's 960x540 preview canvas after each frame it draws: the recorded picture
 * itself, not a second composition. In Chromium (software rendering) this cost about what a <video> of the
 * composite's captured stream does, 0.1–0.15 of a core at 25 fps either way; the canvas is the one the spec
 * names. Nothing is copied while the tab is hidden.
 */
function PreviewCanvas({ composite, label }: { composite: Compositor; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { width, height } = RECORDING.preview;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const source = composite.canvas;
    const target = containRect(source.width, source.height, { x: 0, y: 0, width, height });
    const copy = () => {
      if (!document.hidden) context.drawImage(source, target.x, target.y, target.width, target.height);
    };
    copy();
    return composite.onFrame(copy);
  }, [composite, width, height]);

  return (
    <canvas
      ref={canvas}
      className="recording-preview-canvas"
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid="recording-preview"
    />
  );
}

/**
 * The Judge's view of what the public gets (issue 8): the composite being recorded and streamed, with whether it
 * is. Shown while the room records or streams; collapsed, it copies nothing.
 */
export function RecordingPreview({ roomId, recording, streaming, paused }: RecordingPreviewProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const composite = usePublicComposite(roomId);
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const bodyId = useId();
  if (user.role !== 'Judge' || (!composite && !recording && !streaming)) return null;

  const streamState = streaming ? 'streaming' : paused ? 'paused' : 'notStreaming';
  return (
    <section className="recording-preview" aria-labelledby={titleId}>
      <div className="recording-preview-header">
        <h2 id={titleId} className="recording-preview-title">
          {t('courtroomJudge.preview.title')}
        </h2>
        <Button
          variant="link"
          size="sm"
          className="recording-preview-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((current) => !current)}
        >
          <i className={open ? 'bi bi-chevron-up' : 'bi bi-chevron-down'} aria-hidden="true" />
          <span className="visually-hidden">
            {t(open ? 'courtroomJudge.preview.hide' : 'courtroomJudge.preview.show')}
          </span>
        </Button>
      </div>
      <p className="recording-preview-state" aria-live="polite">
        {recording || composite ? (
          <Badge bg="danger">
            <i className="bi bi-record-fill me-1" aria-hidden="true" />
            {t('courtroomJudge.preview.recording')}
          </Badge>
        ) : (
          <Badge bg="secondary">{t('courtroomJudge.preview.notRecording')}</Badge>
        )}
        <Badge bg={streaming ? 'success' : 'secondary'}>
          {streaming && <i className="bi bi-broadcast me-1" aria-hidden="true" />}
          {t(`courtroomJudge.preview.${streamState}`)}
        </Badge>
      </p>
      <div id={bodyId} hidden={!open}>
        {!open ? null : composite ? (
          <PreviewCanvas composite={composite} label={t('courtroomJudge.preview.canvasLabel')} />
        ) : (
          <p className="recording-preview-placeholder">
            {/* Streaming with nothing recorded: what the footer says the public sees, never a contradiction. */}
            {t(
              streaming && !recording
                ? 'courtroomJudge.preview.placeholderNotRecording'
                : 'courtroomJudge.preview.placeholder',
            )}
          </p>
        )}
      </div>
    </section>
  );
}
