import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { CnrSearchCard } from '../../../components/cnr-search-card';
import { isApiError } from '../../../lib/api-error';
import { failureMessage, formErrorText, translateMessage } from '../../../lib/translate-message';
import { useCaseStatus } from '../api/get-case-status';
import { CaseStatusSummary } from './case-status-summary';

/** Anyone checks a case by its CNR: where it is listed next and how each hearing stands. */
export function CaseCheck({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const [cnr, setCnr] = useState<string | null>(null);
  const status = useCaseStatus(cnr);
  const failure = isApiError(status.error) ? status.error : null;
  // A CNR the server finds malformed is told under the box; "not listed" and anything else below it.
  const cnrError = failure?.status === 400 && failure.field === 'cnr' ? formErrorText(failure) : undefined;

  return (
    <div>
      <CnrSearchCard
        pending={status.isFetching}
        serverError={cnrError}
        onSearch={({ crnNumber }) => setCnr(crnNumber)}
        onInvalid={() => setCnr(null)}
        onEdit={() => undefined}
      />
      <div aria-live="polite">
        {status.isFetching && (
          <p className="mt-3 mb-0 d-flex align-items-center gap-2">
            <Spinner size="sm" aria-hidden="true" />
            {t('frontDoor.checking')}
          </p>
        )}
        {!status.isFetching && failure && !cnrError && (
          <Alert variant={failure.status === 404 ? 'info' : 'danger'} className="mt-3 mb-0">
            {translateMessage(t, failureMessage(failure))}
          </Alert>
        )}
        {!status.isFetching && status.data && <CaseStatusSummary status={status.data} onSignIn={onSignIn} />}
      </div>
    </div>
  );
}
