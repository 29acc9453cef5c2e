import { useTranslation } from 'react-i18next';

/** Where the picture would be while the sound alone plays (Data saver): the court's card, under the watermark. */
export function SoundOnlyCard({ caseNumber }: { caseNumber: string }) {
  const { t } = useTranslation();
  return (
    <div className="stage-overlay stage-sound-only" data-testid="stage-sound-only">
      <i className="bi bi-volume-up fs-1" aria-hidden="true" />
      <p className="h5 mb-0">{caseNumber}</p>
      <p className="mb-0">{t('stage.soundOnly')}</p>
    </div>
  );
}
