import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useCourtNames } from '../../../lib/court-name';
import { benchesQuery } from '../../../lib/master-data';
import type { CourtChoice } from '../api/get-court-hearings';

/** "Select High Court Bench": the benches and registrars, each label ending (A), (O) or (C). */
export function HighCourtField({ onSelect }: { onSelect: (court: CourtChoice | null) => void }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const id = useId();
  const benches = useQuery(benchesQuery).data ?? [];
  const [bench, setBench] = useState('');
  const change = (value: string) => {
    setBench(value);
    onSelect(value ? { kind: 'bench', value } : null);
  };
  return (
    <Form.Group controlId={`${id}-bench`}>
      <Form.Label>{t('caseSearch.selectBench')}</Form.Label>
      <Form.Select value={bench} onChange={(event) => change(event.target.value)}>
        <option value="">{t('caseSearch.choose')}</option>
        {benches.map((option) => (
          <option key={option.id} value={option.value}>
            {names.master(option)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
