import { ACCESS_EVENTS } from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import { translateFormError } from '../../../lib/translate-message';
import { accessLogExportHref, type AccessLogFilters } from '../api/get-access-logs';

type Values = { q: string; event: string; from: string; to: string };

type FiltersBarProps = {
  values: Values;
  /** Why the filters cannot be used (e.g. the start date after the end date). */
  error?: string;
  /** The valid filters the CSV export uses; undefined while they are invalid. */
  exportFilters?: AccessLogFilters;
  onChange: (patch: Partial<Values>) => void;
};

export function AccessLogFiltersBar({ values, error, exportFilters, onChange }: FiltersBarProps) {
  const { t } = useTranslation();
  const date = (name: 'from' | 'to') => (
    <Form.Group controlId={`access-log-${name}`}>
      <Form.Label>{t(`accessLogs.${name}`)}</Form.Label>
      <Form.Control
        type="date"
        value={values[name]}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </Form.Group>
  );
  return (
    <>
      <div className="list-toolbar">
        <SearchField label={t('accessLogs.search')} value={values.q} onSearch={(q) => onChange({ q })} />
        <FilterSelect
          label={t('accessLogs.event')}
          value={values.event}
          allLabel={t('accessLogs.allEvents')}
          options={ACCESS_EVENTS.map((event) => ({ value: event, label: t(`accessLogs.events.${event}`) }))}
          onChange={(event) => onChange({ event })}
        />
        {date('from')}
        {date('to')}
        {exportFilters && (
          <a className="btn btn-outline-primary ms-auto" href={accessLogExportHref(exportFilters)} download>
            <i className="bi bi-download me-2" aria-hidden="true" />
            {t('accessLogs.export')}
          </a>
        )}
      </div>
      {error && (
        <Alert variant="danger" role="alert">
          {translateFormError(t, error)}
        </Alert>
      )}
    </>
  );
}
