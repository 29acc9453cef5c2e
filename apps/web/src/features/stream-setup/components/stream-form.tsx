import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_CODES, STREAM_DELAY_MINUTES, type StreamSetup } from '@nyaya/shared';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/translate-message';
import { useRoomIds } from '../api/get-room-ids';
import { streamSetupSchema, useSaveStreamSetup } from '../api/save-stream-setup';

const FIELDS = [
  'roomId',
  'youtubeUrl',
  'youtubeKey',
  'facebookUrl',
  'facebookKey',
  'liveStreamDelay',
] as const;
type FieldName = (typeof FIELDS)[number];
type TextName = Exclude<FieldName, 'roomId' | 'liveStreamDelay'>;

type StreamFormProps = {
  prefix: string;
  setup?: StreamSetup;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The "Stream Setup" form of spec.md §3, checked by the shared streamSetupSchema for the server's prefix. Editing
 * starts from the row's masked keys: the server keeps a key that comes back exactly as masked.
 */
export function StreamForm({ prefix, setup, onClose, onSaved }: StreamFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => streamSetupSchema(prefix), [prefix]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      roomId: setup?.roomId ?? '',
      youtubeUrl: setup?.youtubeUrl ?? '',
      youtubeKey: setup?.youtubeKey ?? '',
      facebookUrl: setup?.facebookUrl ?? '',
      facebookKey: setup?.facebookKey ?? '',
      liveStreamDelay: setup ? String(setup.liveStreamDelay) : '',
    },
  });
  const { errors } = form.formState;
  // spec.md §5: the form-level "All fields are required" shows once, above the fields, naming the empty ones; under a
  // field only a message of its own.
  const current = form.getValues();
  const empty = FIELDS.filter((name) => errors[name] && !String(current[name] ?? '').trim());
  const formLevel = FIELDS.some((name) => errors[name]?.message === MESSAGE_CODES.allFieldsRequired);
  const errorOf = (name: FieldName) =>
    errors[name]?.message === MESSAGE_CODES.allFieldsRequired ? undefined : errors[name]?.message;
  const roomIds = useRoomIds().data ?? [];
  // Editing keeps the row's own room even when the list leaves it out.
  const rooms = setup && !roomIds.includes(setup.roomId) ? [setup.roomId, ...roomIds] : roomIds;
  const save = useSaveStreamSetup();
  const keyHint = setup ? t('streamSetup.keyKeptHint') : undefined;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: setup?.id, values },
      {
        onSuccess: onSaved,
        onError: formErrorHandler(form.setError, FIELDS, 'streamSetupFailed'),
      },
    ),
  );

  const text = (name: TextName, hint?: string) => (
    <TextField
      id={`stream-${name}`}
      label={t(`streamSetup.fields.${name}`)}
      registration={form.register(name)}
      error={errorOf(name)}
      invalid={empty.includes(name)}
      hint={hint}
      autoComplete="off"
    />
  );

  return (
    <FormModal
      title={t('streamSetup.formTitle')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
      size="lg"
      footerClose
      scrollable
    >
      {(formLevel || empty.length > 0) && (
        <Alert variant="danger" role="alert">
          {translateMessage(t, 'allFieldsRequired')}
          {empty.length > 0 && (
            <span className="d-block small">
              {t('streamSetup.emptyFields', {
                fields: empty.map((name) => t(`streamSetup.fields.${name}`)).join(', '),
              })}
            </span>
          )}
        </Alert>
      )}
      <SelectField
        id="stream-roomId"
        label={t('streamSetup.fields.roomId')}
        registration={form.register('roomId')}
        placeholder={t('streamSetup.selectRoom')}
        options={rooms.map((room) => ({ value: room, label: room }))}
        error={errorOf('roomId')}
      />
      {text('youtubeUrl', t('streamSetup.youtubeUrlHint', { prefix }))}
      {text('youtubeKey', keyHint)}
      {text('facebookUrl')}
      {text('facebookKey', keyHint)}
      <TextField
        id="stream-liveStreamDelay"
        label={t('streamSetup.fields.liveStreamDelay')}
        registration={form.register('liveStreamDelay')}
        error={errorOf('liveStreamDelay')}
        invalid={empty.includes('liveStreamDelay')}
        type="number"
        inputMode="numeric"
        min={STREAM_DELAY_MINUTES.min}
        max={STREAM_DELAY_MINUTES.max}
        step={1}
      />
    </FormModal>
  );
}
