import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a visitor drops the recording, or chooses it; either way the file stays on this device. */
export function FileDrop({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const hover = (event: DragEvent<HTMLDivElement>, isOver: boolean) => {
    event.preventDefault();
    setOver(isOver);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    hover(event, false);
    const file = event.dataTransfer?.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={`file-drop ${over ? 'file-drop-over' : ''}`}
      onDragOver={(event) => hover(event, true)}
      onDragLeave={(event) => hover(event, false)}
      onDrop={drop}
    >
      <i className="bi bi-file-earmark-play file-drop-icon" aria-hidden="true" />
      <p className="mb-1">{t('verifyRecording.dropHere')}</p>
      <p className="mb-2 text-body-secondary">{t('verifyRecording.or')}</p>
      <label className="btn btn-primary">
        {t('verifyRecording.choose')}
        <input
          type="file"
          accept="video/mp4,.mp4"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
    </div>
  );
}
