import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form/select-field';
import { useCourtNames } from '../../../lib/court-name';
import { complexesQuery, courtRoomsQuery, districtsQuery } from '../../../lib/master-data';
import type { CourtChoice } from '../api/get-court-hearings';

type ChainedSelectProps = {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  disabled?: boolean;
  onChange: (value: string) => void;
};

function ChainedSelect({ id, label, value, options, disabled, onChange }: ChainedSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('caseSearch.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** "Select District" → "Select Court Complex" (of that district) → "Select Court Name" (of that complex). */
export function DistrictCourtFields({ onSelect }: { onSelect: (court: CourtChoice | null) => void }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const id = useId();
  const [district, setDistrict] = useState('');
  const [complex, setComplex] = useState('');
  const [courtRoom, setCourtRoom] = useState('');
  const districts = useQuery(districtsQuery).data ?? [];
  const complexes = useQuery({ ...complexesQuery(Number(district)), enabled: district !== '' }).data;
  const courtRooms = useQuery({ ...courtRoomsQuery(Number(complex)), enabled: complex !== '' }).data;

  // Each choice empties the ones after it, so a stale court room is never listed.
  const chooseDistrict = (value: string) => {
    setDistrict(value);
    setComplex('');
    setCourtRoom('');
    onSelect(null);
  };
  const chooseComplex = (value: string) => {
    setComplex(value);
    setCourtRoom('');
    onSelect(null);
  };
  const chooseCourtRoom = (value: string) => {
    setCourtRoom(value);
    onSelect(value ? { kind: 'courtRoom', value } : null);
  };

  return (
    <>
      <ChainedSelect
        id={`${id}-district`}
        label={t('caseSearch.selectDistrict')}
        value={district}
        options={districts.map((option) => ({ value: option.id, label: option.name }))}
        onChange={chooseDistrict}
      />
      <ChainedSelect
        id={`${id}-complex`}
        label={t('caseSearch.selectComplex')}
        value={complex}
        options={(district ? (complexes ?? []) : []).map((option) => ({
          value: option.id,
          label: names.master(option),
        }))}
        disabled={!district}
        onChange={chooseComplex}
      />
      <ChainedSelect
        id={`${id}-courtRoom`}
        label={t('caseSearch.selectCourtName')}
        value={courtRoom}
        options={(complex ? (courtRooms ?? []) : []).map((option) => ({
          value: option.value,
          label: names.master(option),
        }))}
        disabled={!complex}
        onChange={chooseCourtRoom}
      />
    </>
  );
}
