import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_DIAL_CODE,
  ROLES,
  SEATED_ROLES,
  type AddUserInput,
  type AdminUser,
  type Role,
} from '@nyaya/shared';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { addUserSchema, useSaveUser } from '../api/save-user';
import { CourtRoomField } from './court-room-field';

const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dialCode',
  'mobile',
  'role',
  'courtRoom',
  'enrollmentNumber',
] as const;

function defaultsOf(user?: AdminUser): AddUserInput {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    dialCode: user?.dialCode ?? DEFAULT_DIAL_CODE,
    mobile: user?.mobile ?? '',
    role: user?.role ?? 'Judge',
    courtRoom: user?.courtRoom ?? '',
    enrollmentNumber: user?.enrollmentNumber ?? '',
  };
}

/** Add user (no user) or Edit user: the add-user form of spec.md §3, checked by the shared addUserSchema. */
export function UserFormModal({ user, onClose }: { user?: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(addUserSchema), defaultValues: defaultsOf(user) });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' }) as Role;
  const seated = (SEATED_ROLES as readonly Role[]).includes(role);
  const courtRoom = useWatch({ control: form.control, name: 'courtRoom' });
  const save = useSaveUser();

  const submit = form.handleSubmit((values) => {
    // Only the field of the chosen role is sent: a Judge has no enrollment number, an Advocate no court room.
    const input = {
      ...values,
      courtRoom: seated ? values.courtRoom : '',
      enrollmentNumber: role === 'Advocate' ? values.enrollmentNumber : '',
    };
    save.mutate(
      { id: user?.id, values: input },
      { onSuccess: onClose, onError: formErrorHandler(form.setError, SERVER_FIELDS) },
    );
  });

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'dialCode' | 'mobile' | 'enrollmentNumber',
    autoComplete: string,
    numeric = false,
  ) => (
    <TextField
      id={`user-${name}`}
      label={t(`users.fields.${name}`)}
      registration={form.register(name)}
      error={errors[name]?.message}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      inputMode={numeric ? 'numeric' : undefined}
    />
  );

  return (
    <FormModal
      title={user ? t('users.editTitle') : t('users.addTitle')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
      size="lg"
    >
      <Row>
        <Col md={6}>{text('firstName', 'off')}</Col>
        <Col md={6}>{text('lastName', 'off')}</Col>
        <Col md={12}>{text('email', 'off')}</Col>
        <Col md={4}>{text('dialCode', 'off', true)}</Col>
        <Col md={8}>{text('mobile', 'off', true)}</Col>
        <Col md={6}>
          <SelectField
            id="user-role"
            label={t('users.fields.role')}
            registration={form.register('role')}
            options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            error={errors.role?.message}
          />
        </Col>
        <Col md={6}>
          {seated && (
            <CourtRoomField
              registration={form.register('courtRoom')}
              chosen={courtRoom}
              error={errors.courtRoom?.message}
            />
          )}
          {role === 'Advocate' && text('enrollmentNumber', 'off')}
        </Col>
      </Row>
    </FormModal>
  );
}
