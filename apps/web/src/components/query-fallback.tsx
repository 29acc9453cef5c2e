import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

type QueryFallbackProps = {
  /** A TanStack query that has no data yet: still loading, or failed. */
  query: { isPending: boolean; refetch: () => unknown };
  loadingText: string;
  errorText: string;
  className?: string;
};

/** What a list shows before its data: a spinner while it loads, else the failure with Try again. */
export function QueryFallback({ query, loadingText, errorText, className = '' }: QueryFallbackProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className={`d-flex align-items-center gap-2 ${className}`}>
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {loadingText}
      </p>
    );
  }
  return (
    <Alert variant="danger" className={`d-flex flex-wrap align-items-center gap-3 ${className}`}>
      <span>{errorText}</span>
      <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
