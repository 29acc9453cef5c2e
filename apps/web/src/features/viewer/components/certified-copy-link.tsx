import { API_PREFIX } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';

/** A Judge's or Controller's download of the hearing's certified copy (issue 40); the server logs it. */
export function CertifiedCopyLink({ hearingId }: { hearingId: number }) {
  const { t } = useTranslation();
  return (
    <p className="d-flex flex-wrap align-items-center gap-2">
      <a
        className="btn btn-outline-primary btn-sm"
        href={`${API_PREFIX}/record/hearings/${hearingId}/certified-copy`}
        download
      >
        <i className="bi bi-file-earmark-zip me-1" aria-hidden="true" />
        {t('viewer.certifiedCopy')}
      </a>
      <span className="small text-body-secondary">{t('viewer.certifiedCopyHint')}</span>
    </p>
  );
}
