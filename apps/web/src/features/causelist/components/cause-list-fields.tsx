import { CASE_TYPES, STREAMING_EXCLUSIONS, courtDate, type CauseListInput } from '@nyaya/shared';
import type { ComponentProps } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { CauseListForm } from './cause-list-form';
import { CourtRoomField } from './court-room-field';

export type CauseListField = keyof CauseListInput;

/** Every field, in the form's order: the server may name any of them in a 400 or 409. */
export const CAUSE_LIST_FIELDS = [
  'nextDate',
  'roomId',
  'courtRoom',
  'casestage',
  'cnr',
  'petitioner',
  'respondent',
  'advocatePetitioner',
  'advocateRespondent',
  'caseType',
  'filingNumber',
  'filingDate',
  'registrationNumber',
  'registrationDate',
  'caseNumber',
  'petitionerEnrollmentId',
  'respondentEnrollmentId',
  'streamingExclusion',
] as const satisfies readonly CauseListField[];

type SelectName = 'roomId' | 'courtRoom' | 'caseType' | 'streamingExclusion';
type TextName = Exclude<CauseListField, SelectName>;
type InputProps = Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'maxLength'>;

const DATE: InputProps = { type: 'date' };
const DIGITS = (maxLength: number): InputProps => ({ inputMode: 'numeric', maxLength });

/** The 18 fields of the "Cause List Entry" modal in a two-column grid (one column on a phone). */
export function CauseListFields({ form, rooms }: { form: CauseListForm; rooms: string[] }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const nextDate = useWatch({ control: form.control, name: 'nextDate' });

  const text = (name: TextName, props: InputProps = {}, hint?: string) => (
    <Col md={6}>
      <TextField
        id={`causeList-${name}`}
        label={t(`causeList.fields.${name}`)}
        registration={form.register(name)}
        error={errors[name]?.message}
        hint={hint}
        autoComplete="off"
        {...props}
      />
    </Col>
  );
  const select = (name: SelectName, options: SelectOption[], placeholder?: string, hint?: string) => (
    <Col md={6}>
      <SelectField
        id={`causeList-${name}`}
        label={t(`causeList.fields.${name}`)}
        registration={form.register(name)}
        options={options}
        placeholder={placeholder}
        error={errors[name]?.message}
        hint={hint}
      />
    </Col>
  );

  return (
    <Row>
      <Col md={6}>
        <TextField
          id="causeList-nextDate"
          label={t('causeList.fields.nextDate')}
          // An emptied date is left out: the schema's nextDate is optional.
          registration={form.register('nextDate', { setValueAs: (value: string) => value || undefined })}
          error={errors.nextDate?.message}
          warning={nextDate && nextDate < courtDate() ? 'nextDatePast' : undefined}
          type="date"
        />
      </Col>
      <Col md={6}>
        <SelectField
          id="causeList-roomId"
          label={t('causeList.fields.roomId')}
          // Another room streams other court rooms, so the court room is chosen again.
          registration={form.register('roomId', { onChange: () => form.setValue('courtRoom', '') })}
          options={rooms.map((room) => ({ value: room, label: room }))}
          placeholder={t('causeList.selectRoom')}
          error={errors.roomId?.message}
        />
      </Col>
      <CourtRoomField form={form} />
      {text('casestage')}
      {text('cnr', {}, t('causeList.cnrHint'))}
      {text('petitioner')}
      {text('respondent')}
      {text('advocatePetitioner')}
      {text('advocateRespondent')}
      {select(
        'caseType',
        CASE_TYPES.map((type) => ({ value: type, label: type })),
        t('causeList.selectCaseType'),
      )}
      {text('caseNumber')}
      {text('filingNumber', DIGITS(7))}
      {text('filingDate', DATE)}
      {text('registrationNumber', DIGITS(6))}
      {text('registrationDate', DATE)}
      {text('petitionerEnrollmentId')}
      {text('respondentEnrollmentId')}
      {select(
        'streamingExclusion',
        STREAMING_EXCLUSIONS.map((exclusion) => ({
          value: exclusion,
          label: t(`causeList.exclusions.${exclusion}`),
        })),
        undefined,
        t('causeList.streamingHint'),
      )}
    </Row>
  );
}
